'use client';

import type { useFormik } from 'formik';
import { useTranslations } from 'next-intl';
import { GUIDE_INTERESTS } from '@/lib/constants';
import type { GuideOrderValues } from '@/lib/guide-orders/form';
import { Checkbox, CheckboxGroup, SelectField, TextField } from './fields';
import type { StateOption } from './use-states';
import styles from './guide-form.module.css';
import formStyles from './forms.module.css';

export type GuideForm = ReturnType<typeof useFormik<GuideOrderValues>>;

type Props = { form: GuideForm; baseId: string; shownError: (name: keyof GuideOrderValues) => string | undefined };

export const fieldId = (baseId: string, name: keyof GuideOrderValues) => `${baseId}-${name}`;

function text(form: GuideForm, baseId: string, shownError: Props['shownError'], name: keyof GuideOrderValues) {
  return { id: fieldId(baseId, name), ...form.getFieldProps(name), error: shownError(name) };
}

export function InfoFields({ form, baseId, shownError }: Props) {
  const t = useTranslations('guideOrder');
  return (
    <div className={styles.panel}>
      <div className={formStyles.row}>
        <TextField
          label={t('firstName')}
          autoComplete="given-name"
          required
          {...text(form, baseId, shownError, 'first_name')}
        />
        <TextField
          label={t('lastName')}
          autoComplete="family-name"
          required
          {...text(form, baseId, shownError, 'last_name')}
        />
      </div>
      <TextField
        label={t('email')}
        type="email"
        autoComplete="email"
        required
        {...text(form, baseId, shownError, 'email')}
      />
      <TextField label={t('company')} autoComplete="organization" {...text(form, baseId, shownError, 'company')} />
    </div>
  );
}

export function AddressFields({
  form,
  baseId,
  shownError,
  states,
  statesFailed,
}: Props & { states: StateOption[]; statesFailed: boolean }) {
  const t = useTranslations('guideOrder');
  return (
    <div className={styles.panel}>
      <TextField
        label={t('address')}
        autoComplete="address-line1"
        required
        {...text(form, baseId, shownError, 'address')}
      />
      <TextField label={t('address2')} autoComplete="address-line2" {...text(form, baseId, shownError, 'address2')} />
      <TextField label={t('city')} autoComplete="address-level2" required {...text(form, baseId, shownError, 'city')} />
      <SelectField
        label={t('state')}
        autoComplete="address-level1"
        required
        {...text(form, baseId, shownError, 'state')}
        error={shownError('state') ?? (statesFailed ? t('statesFailed') : undefined)}
      >
        <option value="">{t('statePlaceholder')}</option>
        {states.map((state) => (
          <option key={state.abbr} value={state.abbr}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('zip')}
        autoComplete="postal-code"
        inputMode="numeric"
        required
        help={t('zipHelp')}
        {...text(form, baseId, shownError, 'zip')}
      />
    </div>
  );
}

export function MiscFields({ form, baseId }: Omit<Props, 'shownError'>) {
  const t = useTranslations('guideOrder');
  const interest = useTranslations('guideInterests');
  const { interests } = form.values;
  const toggle = (value: string) =>
    form.setFieldValue(
      'interests',
      interests.includes(value) ? interests.filter((v) => v !== value) : [...interests, value],
    );
  return (
    <div className={styles.panel}>
      <CheckboxGroup
        id={fieldId(baseId, 'interests')}
        legend={t('interestsLegend')}
        options={GUIDE_INTERESTS.map((value) => ({ value, label: interest(value) }))}
        selected={interests}
        onToggle={toggle}
      />
      <Checkbox label={t('newsletter')} {...form.getFieldProps({ name: 'newsletter', type: 'checkbox' })} />
      <Checkbox label={t('map')} {...form.getFieldProps({ name: 'map', type: 'checkbox' })} />
    </div>
  );
}

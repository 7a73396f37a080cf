'use client';

import type { useFormik } from 'formik';
import { GUIDE_INTERESTS } from '@/lib/constants';
import type { GuideOrderValues } from '@/lib/guide-orders/form';
import { Checkbox, CheckboxGroup, SelectField, TextField } from './fields';
import { GUIDE as M, GUIDE_INTEREST_LABELS } from './messages';
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
  return (
    <div className={styles.panel}>
      <div className={formStyles.row}>
        <TextField
          label={M.firstName}
          autoComplete="given-name"
          required
          {...text(form, baseId, shownError, 'first_name')}
        />
        <TextField
          label={M.lastName}
          autoComplete="family-name"
          required
          {...text(form, baseId, shownError, 'last_name')}
        />
      </div>
      <TextField
        label={M.email}
        type="email"
        autoComplete="email"
        required
        {...text(form, baseId, shownError, 'email')}
      />
      <TextField label={M.company} autoComplete="organization" {...text(form, baseId, shownError, 'company')} />
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
  return (
    <div className={styles.panel}>
      <TextField
        label={M.address}
        autoComplete="address-line1"
        required
        {...text(form, baseId, shownError, 'address')}
      />
      <TextField label={M.address2} autoComplete="address-line2" {...text(form, baseId, shownError, 'address2')} />
      <TextField label={M.city} autoComplete="address-level2" required {...text(form, baseId, shownError, 'city')} />
      <SelectField
        label={M.state}
        autoComplete="address-level1"
        required
        {...text(form, baseId, shownError, 'state')}
        error={shownError('state') ?? (statesFailed ? M.statesFailed : undefined)}
      >
        <option value="">{M.statePlaceholder}</option>
        {states.map((state) => (
          <option key={state.abbr} value={state.abbr}>
            {state.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={M.zip}
        autoComplete="postal-code"
        inputMode="numeric"
        required
        help={M.zipHelp}
        {...text(form, baseId, shownError, 'zip')}
      />
    </div>
  );
}

export function MiscFields({ form, baseId }: Omit<Props, 'shownError'>) {
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
        legend={M.interestsLegend}
        options={GUIDE_INTERESTS.map((value) => ({ value, label: GUIDE_INTEREST_LABELS[value] ?? value }))}
        selected={interests}
        onToggle={toggle}
      />
      <Checkbox label={M.newsletter} {...form.getFieldProps({ name: 'newsletter', type: 'checkbox' })} />
      <Checkbox label={M.map} {...form.getFieldProps({ name: 'map', type: 'checkbox' })} />
    </div>
  );
}

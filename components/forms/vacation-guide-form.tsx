'use client';

import { useFormik } from 'formik';
import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useState, type ReactNode } from 'react';
import {
  GUIDE_TAB_FIELDS,
  GUIDE_TAB_ORDER,
  emptyGuideOrder,
  type GuideOrderValues,
  type GuideTab,
} from '@/lib/guide-orders/form';
import { AddressFields, fieldId, InfoFields, MiscFields } from './guide-fields';
import { GuideMessages } from './guide-messages';
import { markGuideOrdered, saveOrderContact, type GuideOrderContact } from './guide-order-storage';
import { GuideOrderSuccess } from './guide-order-success';
import { GuideTabs, panelId, tabId } from './guide-tabs';
import { newIdempotencyKey } from './idempotency-key';
import { submitGuideOrder } from './submit-guide-order';
import { useStates } from './use-states';
import { loadGuideCheck, useGuideCheck, useGuideWording } from './use-guide-check';
import { useRouter } from '@/lib/i18n/navigation';
import styles from './guide-form.module.css';
import formStyles from './forms.module.css';

export const GUIDE_THANKS_PATH = '/vacation_guide_orders/thanks';

const tabOf = (name: keyof GuideOrderValues): GuideTab =>
  GUIDE_TAB_ORDER.find((tab) => (GUIDE_TAB_FIELDS[tab] as readonly string[]).includes(name)) ?? 'info';

type Props = {
  /** In the panel the success view replaces the form; on the page the browser moves on to the thanks page. */
  mode?: 'panel' | 'page';
  initialEmail?: string;
};

/** The free vacation guide order form (docs/SPEC.md section 2.5 and 5): three tabs, each opening once the ones before are valid. */
export function VacationGuideForm({ mode = 'panel', initialEmail = '' }: Props) {
  const t = useTranslations('guideOrder');
  const locale = useLocale();
  const baseId = `guide${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const [idempotencyKey] = useState(newIdempotencyKey);
  const router = useRouter();
  const { states, failed: statesFailed } = useStates();
  const [active, setActive] = useState<GuideTab>('info');
  const [clicked, setClicked] = useState(false);
  const [revealed, setRevealed] = useState<ReadonlySet<GuideTab>>(new Set());
  const [contact, setContact] = useState<GuideOrderContact | null>(null);

  const wording = useGuideWording();
  const check = useGuideCheck(wording);
  const form = useFormik<GuideOrderValues>({
    initialValues: { ...emptyGuideOrder, email: initialEmail },
    validate: async (values) => (check ?? (await loadGuideCheck(wording)))(values),
    onSubmit: async (values) => {
      if (clicked) return;
      setClicked(true);
      const outcome = await submitGuideOrder(values, idempotencyKey, locale);
      if (outcome.kind === 'invalid') {
        form.setErrors(outcome.errors);
        setRevealed(new Set(GUIDE_TAB_ORDER));
        setClicked(false);
        return;
      }
      if (outcome.kind === 'ordered') markGuideOrdered();
      const { first_name, last_name, email, state, interests, newsletter, map } = values;
      const ordered = {
        first_name: first_name.trim(),
        last_name: last_name.trim(),
        email: email.trim(),
        state,
        interests,
        newsletter,
        map,
      };
      if (mode === 'page') {
        saveOrderContact(ordered);
        router.push(GUIDE_THANKS_PATH);
      } else {
        setContact(ordered);
      }
    },
  });

  // Until the rules have loaded (just after the first render) no tab counts as valid.
  const errors = useMemo(() => (check ? check(form.values) : null), [check, form.values]);
  const tabValid = (tab: GuideTab) => errors !== null && GUIDE_TAB_FIELDS[tab].every((name) => !errors[name]);
  const enabled = (tab: GuideTab) => GUIDE_TAB_ORDER.slice(0, GUIDE_TAB_ORDER.indexOf(tab)).every(tabValid);
  const shownError = (name: keyof GuideOrderValues) =>
    form.touched[name] || form.submitCount > 0 || revealed.has(tabOf(name))
      ? ((form.errors[name] as string | undefined) ?? errors?.[name])
      : undefined;

  function focusTab(tab: GuideTab) {
    setActive(tab);
    requestAnimationFrame(() => document.getElementById(tabId(baseId, tab))?.focus());
  }

  function next(tab: GuideTab) {
    const following = GUIDE_TAB_ORDER[GUIDE_TAB_ORDER.indexOf(tab) + 1];
    if (!following) return;
    if (tabValid(tab)) focusTab(following);
    else setRevealed(new Set([...revealed, tab]));
  }

  function goToField(name: keyof GuideOrderValues) {
    setActive(tabOf(name));
    requestAnimationFrame(() => document.getElementById(fieldId(baseId, name))?.focus());
  }

  if (contact) return <GuideOrderSuccess contact={contact} />;

  const fields = { form, baseId, shownError };
  const panels: Record<GuideTab, ReactNode> = {
    info: <InfoFields {...fields} />,
    address: <AddressFields {...fields} states={states} statesFailed={statesFailed} />,
    misc: <MiscFields form={form} baseId={baseId} />,
  };
  const messages = (
    [...new Set([...Object.keys(errors ?? {}), ...Object.keys(form.errors)])] as (keyof GuideOrderValues)[]
  )
    .map((name) => ({ name, message: shownError(name) }))
    .filter((m): m is { name: keyof GuideOrderValues; message: string } => Boolean(m.message));

  return (
    <form noValidate onSubmit={form.handleSubmit} aria-label={t('formLabel')} className={formStyles.form}>
      <p>{t('intro')}</p>
      <GuideTabs baseId={baseId} tabs={GUIDE_TAB_ORDER} active={active} enabled={enabled} onSelect={setActive} />
      {GUIDE_TAB_ORDER.map((tab, index) => (
        <div
          key={tab}
          role="tabpanel"
          id={panelId(baseId, tab)}
          aria-labelledby={tabId(baseId, tab)}
          hidden={tab !== active}
        >
          {panels[tab]}
          <div className={styles.actions}>
            {index > 0 && (
              <button
                type="button"
                className={formStyles.secondary}
                onClick={() => focusTab(GUIDE_TAB_ORDER[index - 1]!)}
              >
                {t('back')}
              </button>
            )}
            {index < GUIDE_TAB_ORDER.length - 1 && (
              <button type="button" className={formStyles.secondary} onClick={() => next(tab)}>
                {t('next')}
              </button>
            )}
          </div>
        </div>
      ))}
      <button
        type="submit"
        className={formStyles.submit}
        disabled={clicked || errors === null || Object.keys(errors).length > 0}
      >
        {clicked ? t('submitting') : t('submit')}
      </button>
      <GuideMessages messages={messages} onSelect={goToField} />
    </form>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FEEDBACK_ISSUES } from '@/lib/constants';
import { feedbackFormCheck, type FeedbackFormErrors } from '@/lib/feedback/form';
import { FEEDBACK_ISSUE_KEYS } from '@/lib/feedback/messages';
import { FEEDBACK_RULE_MESSAGES, needsReason } from '@/lib/feedback/schema';
import { CheckboxGroup } from '@/components/forms/fields';
import { wordingOf } from '@/lib/forms/wording';
import { sendFeedback } from './feedback-api';
import styles from './feedback.module.css';

type Props = {
  message: string;
  /** The rating given; a low one asks for at least one reason (lib/feedback/schema.ts). */
  rating: number;
  recordId: () => Promise<string | null>;
};

/** What follows a rating: its message, the reasons (below 3), a note, and the send button. */
export function FeedbackForm({ message, rating, recordId }: Props) {
  const t = useTranslations('feedback');
  const check = useMemo(() => feedbackFormCheck(wordingOf(FEEDBACK_RULE_MESSAGES, t)), [t]);
  const id = useId();
  const [issues, setIssues] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FeedbackFormErrors>({});
  const [sending, setSending] = useState(false);
  const [finished, setFinished] = useState(false);
  const inFlight = useRef(false);

  const toggle = (value: string) =>
    setIssues((list) => (list.includes(value) ? list.filter((v) => v !== value) : [...list, value]));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A second submit while one is in progress is ignored (docs/SPEC.md section 5).
    if (inFlight.current || finished) return;
    const found = check({ note, issues }, rating);
    setErrors(found);
    if (found.issues || found.note) return;
    inFlight.current = true;
    setSending(true);
    const ok = await sendFeedback(await recordId(), note.trim(), issues);
    inFlight.current = false;
    setSending(false);
    if (ok) setFinished(true);
  }

  if (finished) {
    return (
      <p role="status" className={styles.thanks}>
        {t('thanks')}
      </p>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p role="status" className={styles.message}>
        {message}
      </p>
      {needsReason(rating) && (
        <CheckboxGroup
          id={`${id}-issues`}
          legend={t('issuesLegend')}
          options={FEEDBACK_ISSUES.map((value) => ({ value, label: t(`issues.${FEEDBACK_ISSUE_KEYS[value]}`) }))}
          selected={issues}
          onToggle={toggle}
          error={errors.issues}
        />
      )}
      <div className={styles.field}>
        <label htmlFor={`${id}-note`}>{t('noteLabel')}</label>
        <textarea
          id={`${id}-note`}
          rows={4}
          value={note}
          onChange={(event) => setNote(event.target.value)}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
        />
        <p id={`${id}-note-error`} className={styles.error} aria-live="polite">
          {errors.note ?? ''}
        </p>
      </div>
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? t('sending') : t('submit')}
      </button>
    </form>
  );
}

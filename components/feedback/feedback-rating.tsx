'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { RATING_VALUES } from '@/lib/constants';
import type { FeedbackPageType } from '@/lib/feedback/messages';
import { sendRating } from './feedback-api';
import styles from './feedback.module.css';

export type Rating = (typeof RATING_VALUES)[number];

// The note form is needed only after a rating, so its code loads then, not with every content page.
const FeedbackForm = lazy(() => import('./feedback-form').then((module) => ({ default: module.FeedbackForm })));

const RATING_LABELS = { 3: 'yes', 1.5: 'somewhat', 0: 'no' } as const satisfies Record<Rating, string>;
const RATING_TEXT = { 3: 'glad', 1.5: 'grateful', 0: 'sad' } as const satisfies Record<Rating, string>;

/**
 * Page helpfulness at the foot of a content page (docs/SPEC.md section 2.5 and 4): a rating that cannot be changed
 * once given, then a note (and, below 3, the reasons) sent as feedback on that rating.
 */
export function FeedbackWidget({ pageType = 'page' }: { pageType?: FeedbackPageType }) {
  const t = useTranslations('feedback');
  const headingId = useId();
  const [rating, setRating] = useState<Rating | -1>(-1);
  const recordId = useRef<Promise<string | null> | null>(null);
  const [formKey, setFormKey] = useState(0);

  function rate(value: Rating) {
    if (rating !== -1) return;
    setRating(value);
    // A fresh form: no reasons ticked, no text.
    setFormKey((key) => key + 1);
    recordId.current = sendRating(value, `${window.location.pathname}${window.location.search}`);
  }

  return (
    <section className={styles.widget} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('title', { pageType })}
      </h2>
      <div role="group" aria-label={t('ratingsLabel')} className={styles.ratings}>
        {RATING_VALUES.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.rating}
            aria-pressed={rating === value}
            aria-disabled={rating !== -1 ? true : undefined}
            onClick={() => rate(value)}
          >
            {t(RATING_LABELS[value])}
          </button>
        ))}
      </div>
      {rating !== -1 && (
        // While the form loads, its message already answers the rating.
        <Suspense
          fallback={
            <p role="status" className={styles.message}>
              {t(RATING_TEXT[rating])}
            </p>
          }
        >
          <FeedbackForm
            key={formKey}
            message={t(RATING_TEXT[rating])}
            rating={rating}
            recordId={() => recordId.current ?? Promise.resolve(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

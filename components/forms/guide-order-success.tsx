'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import type { GuideOrderContact } from './guide-order-storage';
import { GUIDE_SUCCESS as S, NEWSLETTER } from './messages';
import { ENDPOINTS, postJson } from './post-json';
import styles from './guide-form.module.css';
import formStyles from './forms.module.css';

type Outcome = 'idle' | 'sending' | 'done' | 'failed';

/** After an order: thanks, and a second chance at the newsletter and the map (docs/SPEC.md section 2.5). */
export function GuideOrderSuccess({
  contact,
  viewOnlineHref = '/online-vacation-guide',
}: {
  contact: GuideOrderContact;
  viewOnlineHref?: string;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [newsletter, setNewsletter] = useState<Outcome>('idle');
  const [map, setMap] = useState<Outcome>('idle');

  useEffect(() => headingRef.current?.focus(), []);

  async function signupNewsletter() {
    setNewsletter('sending');
    const { first_name, last_name, email, state, interests } = contact;
    const result = await postJson(ENDPOINTS.signupNewsletter, {
      first_name,
      last_name,
      email,
      state,
      interests: interests.length ? interests : null,
    });
    setNewsletter(result.ok ? 'done' : 'failed');
  }

  async function signupMap() {
    setMap('sending');
    const result = await postJson(ENDPOINTS.signupMap, { email: contact.email });
    setMap(result.ok ? 'done' : 'failed');
  }

  const offers = !contact.newsletter || !contact.map;
  return (
    <section className={styles.panel} aria-labelledby="guide-success-heading">
      <h2 id="guide-success-heading" ref={headingRef} tabIndex={-1}>
        {S.heading}
      </h2>
      <p>{S.text}</p>
      <p>
        <Link href={viewOnlineHref}>{S.viewOnline}</Link>
      </p>
      {offers && <h3>{S.secondChanceHeading}</h3>}
      {!contact.newsletter && (
        <div className={styles.offer}>
          <p>{S.newsletterOffer}</p>
          {newsletter !== 'done' && (
            <button
              type="button"
              className={formStyles.secondary}
              onClick={signupNewsletter}
              disabled={newsletter === 'sending'}
            >
              {newsletter === 'sending' ? NEWSLETTER.submitting : S.newsletterButton}
            </button>
          )}
          <p role="status" aria-live="polite" className={formStyles.status}>
            {newsletter === 'done' ? NEWSLETTER.success : newsletter === 'failed' ? NEWSLETTER.failure : ''}
          </p>
        </div>
      )}
      {!contact.map && (
        <div className={styles.offer}>
          <p>{S.mapOffer}</p>
          <p>
            <button
              type="button"
              className={formStyles.secondary}
              onClick={signupMap}
              disabled={map === 'sending' || map === 'done'}
            >
              {S.mapButton}
            </button>{' '}
            <span role="status" aria-live="polite">
              {map === 'done' ? S.mapSuccess : map === 'failed' ? S.mapFailure : ''}
            </span>
          </p>
        </div>
      )}
    </section>
  );
}

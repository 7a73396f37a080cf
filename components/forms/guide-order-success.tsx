'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import type { GuideOrderContact } from './guide-order-storage';
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
  const t = useTranslations('guideSuccess');
  const newsletterT = useTranslations('newsletter');
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
        {t('heading')}
      </h2>
      <p>{t('text')}</p>
      <p>
        <Link href={viewOnlineHref}>{t('viewOnline')}</Link>
      </p>
      {offers && <h3>{t('secondChanceHeading')}</h3>}
      {!contact.newsletter && (
        <div className={styles.offer}>
          <p>{t('newsletterOffer')}</p>
          {newsletter !== 'done' && (
            <button
              type="button"
              className={formStyles.secondary}
              onClick={signupNewsletter}
              disabled={newsletter === 'sending'}
            >
              {newsletter === 'sending' ? newsletterT('submitting') : t('newsletterButton')}
            </button>
          )}
          <p role="status" aria-live="polite" className={formStyles.status}>
            {newsletter === 'done' ? newsletterT('success') : newsletter === 'failed' ? newsletterT('failure') : ''}
          </p>
        </div>
      )}
      {!contact.map && (
        <div className={styles.offer}>
          <p>{t('mapOffer')}</p>
          <p>
            <button
              type="button"
              className={formStyles.secondary}
              onClick={signupMap}
              disabled={map === 'sending' || map === 'done'}
            >
              {t('mapButton')}
            </button>{' '}
            <span role="status" aria-live="polite">
              {map === 'done' ? t('mapSuccess') : map === 'failed' ? t('mapFailure') : ''}
            </span>
          </p>
        </div>
      )}
    </section>
  );
}

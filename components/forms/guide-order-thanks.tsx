'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { readOrderContact, type GuideOrderContact } from './guide-order-storage';
import { GuideOrderSuccess } from './guide-order-success';

/** The success view on /vacation_guide_orders/thanks, for the order placed in this browser tab. */
export function GuideOrderThanks() {
  const t = useTranslations('guideSuccess');
  const [contact, setContact] = useState<GuideOrderContact | null | undefined>(undefined);
  // sessionStorage exists only in the browser, so the contact is read after the first render.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- reading browser storage once on mount
  useEffect(() => setContact(readOrderContact()), []);
  if (contact === undefined) return null;
  if (contact === null) {
    return (
      <>
        <p>{t('noOrder')}</p>
        <p>
          <Link href="/online-vacation-guide">{t('viewOnline')}</Link>
        </p>
      </>
    );
  }
  return <GuideOrderSuccess contact={contact} />;
}

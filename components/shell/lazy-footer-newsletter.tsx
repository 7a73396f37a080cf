'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { FOOTER_LINKS } from '@/lib/shell/messages';
import styles from './footer.module.css';

// The sign-up form (formik and its validation) loads when the footer comes near the screen, so
// it is not part of any page's first load; until then, and without JavaScript, a link stands in.
const FooterNewsletter = dynamic(() => import('@/components/forms/footer-newsletter').then((m) => m.FooterNewsletter), {
  ssr: false,
  loading: () => <SubscribeLink />,
});

function SubscribeLink() {
  const t = useTranslations('shell');
  return (
    <p>
      <Link className={styles.primary} href={FOOTER_LINKS.subscribe}>
        {t('footerNewsletterLink')}
      </Link>
    </p>
  );
}

export function LazyFooterNewsletter() {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return <div ref={box}>{near ? <FooterNewsletter /> : <SubscribeLink />}</div>;
}

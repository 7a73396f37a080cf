import { useTranslations } from 'next-intl';
import { CardImage } from '@/components/content/card-image';
import type { AroundItem } from '@/lib/content/types';
import { Link } from '@/lib/i18n/navigation';
import { safeHref } from '@/lib/sanitize';
import styles from './home.module.css';

/** Editor-picked features from the content service. */
export function AroundAlabama({ items }: { items: AroundItem[] }) {
  const t = useTranslations('home');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="around-heading" className={styles.section}>
      <h2 id="around-heading" className={styles.sectionHeading}>
        {t('aroundHeading')}
      </h2>
      <ul className={styles.aroundGrid}>
        {items.map((item) => (
          <li key={item.link} className={styles.aroundCard}>
            <CardImage src={item.image || null} alt={item.imageAlt} box="wide" />
            <div className={styles.aroundBody}>
              <h3 className={styles.cardTitle}>{item.title}</h3>
              {item.description && <p>{item.description}</p>}
              <Link href={safeHref(item.link) ?? '/'} className={styles.more}>
                {item.linkText || item.title}
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

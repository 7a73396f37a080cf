import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { CardImage } from './card-image';
import styles from './content.module.css';

export type CardItem = {
  key: string | number;
  href: string;
  title: string;
  text?: string;
  meta?: string;
  image?: string | null;
  imageAlt?: string | null;
};

/** A grid of linked cards; the title is the link so each card is one tab stop. */
export function CardGrid({
  items,
  empty,
  headingLevel = 3,
}: {
  items: CardItem[];
  empty?: string;
  headingLevel?: 2 | 3;
}) {
  const t = useTranslations('lists');
  if (items.length === 0) return <p>{empty ?? t('empty')}</p>;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={item.key}>
          <article className={styles.card}>
            <CardImage src={item.image ?? null} alt={item.imageAlt ?? ''} />
            <div className={styles.cardBody}>
              <Heading>
                <Link href={item.href}>{item.title}</Link>
              </Heading>
              {item.meta ? <p className={styles.meta}>{item.meta}</p> : null}
              {item.text ? <p>{item.text}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

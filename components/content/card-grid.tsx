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
  /** 'en' on a Spanish page when the text or the alt is still the record's English (lib/record-text). */
  textLang?: 'en';
  imageAltLang?: 'en';
};

/** A record as read, or as lib/record-text localized it for the page's language. */
export type Localizable<T> = T & { untranslated?: readonly string[]; altLang?: 'en' };

/** The language marks of a localized record's card: its summary and its picture's alt left in English. */
export function cardLangs(record: Localizable<object>): Pick<
  CardItem,
  'textLang' | 'imageAltLang'
> {
  return {
    ...(record.untranslated?.includes('summary') ? { textLang: 'en' as const } : {}),
    ...(record.altLang ? { imageAltLang: record.altLang } : {}),
  };
}

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
            <CardImage src={item.image ?? null} alt={item.imageAlt ?? ''} lang={item.imageAltLang} />
            <div className={styles.cardBody}>
              <Heading>
                <Link href={item.href}>{item.title}</Link>
              </Heading>
              {item.meta ? <p className={styles.meta}>{item.meta}</p> : null}
              {item.text ? <p lang={item.textLang}>{item.text}</p> : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

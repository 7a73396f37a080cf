import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import styles from './content.module.css';

/** Previous and next links that keep the other query values, so paging works without JavaScript. */
export function Pagination({
  path,
  query,
  page,
  pageCount,
  label,
}: {
  path: string;
  query: Record<string, string | undefined>;
  page: number;
  pageCount: number;
  label?: string;
}) {
  const t = useTranslations('lists');
  if (pageCount <= 1) return null;
  const href = (target: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
    if (target > 1) params.set('page', String(target));
    else params.delete('page');
    const qs = params.toString();
    return qs ? `${path}?${qs}` : path;
  };
  return (
    <nav aria-label={label ?? t('pagesLabel')} className={styles.pager}>
      {page > 1 ? (
        <Link href={href(page - 1)} rel="prev">
          {t('previousPage')}
        </Link>
      ) : null}
      <span aria-current="page">
        {t('pageOf', { page, count: pageCount })}
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1)} rel="next">
          {t('nextPage')}
        </Link>
      ) : null}
    </nav>
  );
}

/** A 1-based page number from a query value; anything odd is page 1. */
export function pageFrom(value: string | string[] | undefined): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n > 0 && n < 10_000 ? n : 1;
}

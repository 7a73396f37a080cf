import { useTranslations } from 'next-intl';
import { JsonLd } from '@/components/seo/json-ld';
import { Link } from '@/lib/i18n/navigation';
import { breadcrumbList, type Crumb } from '@/lib/seo/structured-data';
import styles from './content.module.css';

/** The trail from home to this page, for people and (as BreadcrumbList JSON-LD) for crawlers. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useTranslations('pages');
  const crumbs = [{ name: t('breadcrumbHome'), path: '/' }, ...trail];
  return (
    <nav aria-label={t('breadcrumbLabel')} className={styles.crumbs}>
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={crumb.path} aria-current="page">
              {crumb.name}
            </li>
          ) : (
            <li key={crumb.path}>
              <Link href={crumb.path}>{crumb.name}</Link>
            </li>
          ),
        )}
      </ol>
      <JsonLd data={breadcrumbList(crumbs)} />
    </nav>
  );
}

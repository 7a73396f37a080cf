import { useTranslations } from 'next-intl';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const t = useTranslations('shell');
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className="skip-link">
      {t('skipLink')}
    </a>
  );
}

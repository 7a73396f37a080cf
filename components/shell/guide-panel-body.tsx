import { useTranslations } from 'next-intl';
import type { Popup } from '@/lib/content/types';
import { GuidePanelForm } from './guide-panel-form';
import { FOOTER_LINKS } from '@/lib/shell/messages';

/** What the guide panel shows: the content service's promotion above the order form. */
export function GuidePanelBody({ popup }: { popup: Popup | null }) {
  const t = useTranslations('shell');
  return (
    <div className="stack">
      {popup?.body ? <div dangerouslySetInnerHTML={{ __html: popup.body }} /> : <p>{t('footerGuideText')}</p>}
      <GuidePanelForm />
      <p>
        <a href={FOOTER_LINKS.viewOnline}>{t('footerViewOnline')}</a>
      </p>
    </div>
  );
}

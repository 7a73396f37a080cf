import type { Popup } from '@/lib/content/types';
import { GuidePanelForm } from './guide-panel-form';
import { FOOTER_LINKS, SHELL_MESSAGES as M } from './messages';

/** What the guide panel shows: the content service's promotion above the order form. */
export function GuidePanelBody({ popup }: { popup: Popup | null }) {
  return (
    <div className="stack">
      {popup?.body ? <div dangerouslySetInnerHTML={{ __html: popup.body }} /> : <p>{M.footerGuideText}</p>}
      <GuidePanelForm />
      <p>
        <a href={FOOTER_LINKS.viewOnline}>{M.footerViewOnline}</a>
      </p>
    </div>
  );
}

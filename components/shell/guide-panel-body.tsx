import type { Popup } from '@/lib/content/types';
import { FOOTER_LINKS, SHELL_MESSAGES as M } from './messages';

/**
 * What the guide panel shows: the content service's promotion and a way to order. The order form
 * (components/forms/vacation-guide-form.tsx) takes this place once it exists.
 */
export function GuidePanelBody({ popup }: { popup: Popup | null }) {
  return (
    <div className="stack">
      {popup?.image && (
        // eslint-disable-next-line @next/next/no-img-element -- a small local SVG; next/image adds nothing here
        <img src={popup.image} alt={popup.imageAlt} width={240} height={300} loading="lazy" />
      )}
      {popup?.body ? <div dangerouslySetInnerHTML={{ __html: popup.body }} /> : <p>{M.footerGuideText}</p>}
      <p>
        <a className="button" href={FOOTER_LINKS.order}>
          {popup?.buttonText || M.guidePanelOrder}
        </a>
      </p>
      <p>
        <a href={FOOTER_LINKS.viewOnline}>{M.footerViewOnline}</a>
      </p>
    </div>
  );
}

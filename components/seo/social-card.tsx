import { ImageResponse } from 'next/og';
import { SITE_NAME } from '@/lib/constants';

/** Open Graph's preferred size; networks crop other shapes. */
export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 };

// The site's colours (app/globals.css: --color-brand, --color-on-brand, --color-accent, --color-brand-tint).
const BRAND = '#9e1b32';
const ON_BRAND = '#fff';
const ACCENT = '#f2b705';
const TINT = '#f8e9ec';

export type SocialCard = {
  /** What the page is: "Places to Go", "Event", "Road Trip", ... */
  kind: string;
  /** The entity's name. */
  title: string;
  /** Where it is, e.g. "Mobile, Alabama". */
  place?: string;
};

/**
 * A page's social card as a PNG (networks do not preview SVG), drawn by next/og with its bundled
 * font, so nothing is fetched. Long names shrink rather than spill off the card.
 */
export function socialCard({ kind, title, place }: SocialCard): ImageResponse {
  const titleSize = title.length > 60 ? 56 : title.length > 32 ? 68 : 84;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '72px 80px',
        background: BRAND,
        color: ON_BRAND,
      }}
    >
      <div style={{ display: 'flex', fontSize: 34, color: ACCENT, textTransform: 'uppercase', letterSpacing: 2 }}>
        {kind}
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', fontSize: titleSize, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        {place ? <div style={{ display: 'flex', fontSize: 40, marginTop: 24, color: TINT }}>{place}</div> : null}
      </div>
      <div style={{ display: 'flex', fontSize: 30, borderTop: `4px solid ${ACCENT}`, paddingTop: 24 }}>
        {SITE_NAME} · Sweet Home Alabama
      </div>
    </div>,
    SOCIAL_CARD_SIZE,
  );
}

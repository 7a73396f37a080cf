import { ImageResponse } from 'next/og';
import { SITE_NAME } from '@/lib/constants';
import { SHARE_CARD_SIZE } from '@/lib/seo/share-card';

/** Open Graph's preferred size; networks crop other shapes. */
export const SOCIAL_CARD_SIZE = SHARE_CARD_SIZE;

// The site's colours (app/globals.css: --color-brand, --color-on-brand, --color-accent, --color-brand-tint).
const BRAND = '#9e1b32';
const ON_BRAND = '#fff';
const ACCENT = '#f2b705';
const TINT = '#f8e9ec';

export type SocialCard = {
  /** What the page is: "Place to Go", "Event", "Road Trip", ... */
  kind: string;
  /** The entity's name. */
  title: string;
  /** Where it is, e.g. "Mobile, Alabama". */
  place?: string;
  /** The record's illustration as a data URI (lib/seo/share-card-art.ts), drawn on the right. */
  illustration?: string | null;
};

/** The state's mark (app/icon.svg): the outline of Alabama on the brand colour. */
function StateMark() {
  return (
    <svg width="56" height="56" viewBox="0 0 32 32">
      <rect width="32" height="32" rx="6" fill={ON_BRAND} />
      <path d="M9 5h11l1 15 4 3-2 2-2 4H10z" fill={BRAND} />
    </svg>
  );
}

/**
 * A page's social card as a PNG (networks do not preview SVG), drawn by next/og with its bundled
 * font, so nothing is fetched. Long names shrink rather than spill off the card.
 */
export function socialCard({ kind, title, place, illustration }: SocialCard): ImageResponse {
  const narrow = Boolean(illustration);
  const titleSize = title.length > 60 ? 52 : title.length > 32 ? (narrow ? 58 : 68) : narrow ? 72 : 84;
  return new ImageResponse(
    <div style={{ width: '100%', height: '100%', display: 'flex', background: BRAND, color: ON_BRAND }}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          width: narrow ? 720 : 1200,
        }}
      >
        <div style={{ display: 'flex', fontSize: 34, color: ACCENT, textTransform: 'uppercase', letterSpacing: 2 }}>
          {kind}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ display: 'flex', fontSize: titleSize, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
          {place ? <div style={{ display: 'flex', fontSize: 38, marginTop: 24, color: TINT }}>{place}</div> : null}
        </div>
        <div
          style={{
            display: 'flex',
            alignItems: 'center',
            fontSize: 30,
            borderTop: `4px solid ${ACCENT}`,
            paddingTop: 24,
          }}
        >
          <StateMark />
          <div style={{ display: 'flex', marginLeft: 20 }}>{SITE_NAME} · Sweet Home Alabama</div>
        </div>
      </div>
      {illustration ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/og draws <img>, not next/image
        <img src={illustration} alt="" width={480} height={630} style={{ objectFit: 'cover' }} />
      ) : null}
    </div>,
    SHARE_CARD_SIZE,
  );
}

'use client';

import Link from 'next/link';
import { RecordImage } from '@/components/content/record-image';
import { pictureFor } from '@/lib/media/picture';
import type { Banner } from '@/lib/content/types';
import { HOME_MESSAGES as M } from './messages';
import styles from './hero.module.css';

export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed';
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

type Props = {
  banner: Banner;
  active: boolean;
  first: boolean;
  playing: boolean;
  reducedMotion: boolean;
  onPlay: () => void;
};

/** One slide: picture (or video, or a YouTube player once played) with its caption. */
export function HeroSlide({ banner, active, first, playing, reducedMotion, onPlay }: Props) {
  const image = banner.image || PLACEHOLDER_IMAGE;
  const media =
    banner.type === 'youtube' && playing ? (
      <iframe
        className={styles.media}
        src={`${YOUTUBE_EMBED}/${encodeURIComponent(banner.mediaId)}?autoplay=1&rel=0`}
        title={M.youtubeTitle(banner.description || banner.location)}
        allow="autoplay; encrypted-media; picture-in-picture"
        allowFullScreen
      />
    ) : banner.type === 'video' && banner.video ? (
      <video
        className={styles.media}
        src={banner.video}
        poster={image}
        muted
        loop
        playsInline
        autoPlay={!reducedMotion}
        aria-label={banner.imageAlt || banner.description}
      />
    ) : (
      <RecordImage
        className={styles.media}
        picture={pictureFor(image) ?? { kind: 'illustration', src: PLACEHOLDER_IMAGE }}
        alt={banner.imageAlt || banner.description}
        box="banner"
        priority={first}
      />
    );

  return (
    <div className={styles.slide} data-active={active} data-type={banner.type} aria-hidden={!active} inert={!active}>
      {media}
      {(banner.type === 'youtube' || banner.type === '360') && !playing && (
        <button type="button" className={styles.play} onClick={onPlay}>
          <span aria-hidden="true" className={styles.playIcon} />
          {M.playVideo}
        </button>
      )}
      <div className={styles.caption}>
        {banner.description && <p className={styles.description}>{banner.description}</p>}
        <p className={styles.location}>
          {banner.location &&
            (banner.locationLink.startsWith('/') ? (
              <Link href={banner.locationLink}>{banner.location}</Link>
            ) : (
              <span>{banner.location}</span>
            ))}
          {banner.credit && <span className={styles.credit}> {M.credit(banner.credit)}</span>}
        </p>
      </div>
    </div>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Banner } from '@/lib/content/types';
import { Link } from '@/lib/i18n/navigation';
import { PLACEHOLDER_IMAGE } from '@/lib/media/chain';
import styles from './hero.module.css';

export const YOUTUBE_EMBED = 'https://www.youtube-nocookie.com/embed';

type Props = {
  banner: Banner;
  /** The slide's picture, made on the server (components/home/hero-pictures.tsx). */
  picture: ReactNode;
  active: boolean;
  playing: boolean;
  reducedMotion: boolean;
  onPlay: () => void;
};

/** One slide: picture (or video, or a YouTube player once played) with its caption. */
export function HeroSlide({ banner, picture, active, playing, reducedMotion, onPlay }: Props) {
  const t = useTranslations('homeHero');
  const image = banner.image || PLACEHOLDER_IMAGE;
  const media =
    banner.type === 'youtube' && playing ? (
      <iframe
        className={styles.media}
        src={`${YOUTUBE_EMBED}/${encodeURIComponent(banner.mediaId)}?autoplay=1&rel=0`}
        title={t('youtubeTitle', { description: banner.description || banner.location })}
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
      picture
    );

  return (
    <div className={styles.slide} data-active={active} data-type={banner.type} aria-hidden={!active} inert={!active}>
      {media}
      {(banner.type === 'youtube' || banner.type === '360') && !playing && (
        <button type="button" className={styles.play} onClick={onPlay}>
          <span aria-hidden="true" className={styles.playIcon} />
          {t('playVideo')}
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
          {banner.credit && <span className={styles.credit}> {t('credit', { credit: banner.credit })}</span>}
        </p>
      </div>
    </div>
  );
}

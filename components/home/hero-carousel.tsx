'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState, type ReactNode } from 'react';
import { CAROUSEL_INTERVAL_MS } from '@/lib/constants';
import type { Banner } from '@/lib/content/types';
import { HeroSlide } from './hero-slide';
import styles from './hero.module.css';
import { useReducedMotion } from '@/components/shell/use-reduced-motion';

/** How long the cross-fade lasts; the carousel counts as sliding meanwhile. */
export const FADE_MS = 800;

type Props = {
  banners: Banner[] | Banner;
  /** Each banner's picture, made on the server (heroPictures in components/home/hero-pictures.tsx). */
  pictures: ReactNode[];
  heading?: string;
};

/**
 * The home page's fading hero slideshow (docs/SPEC.md section 2.5): advances every 6000 ms, pauses on hover, on
 * focus and by its own button, and never moves by itself for visitors who prefer reduced motion.
 */
export function HeroCarousel({ banners, pictures, heading }: Props) {
  const t = useTranslations('homeHero');
  const slides = Array.isArray(banners) ? banners : [banners];
  const total = slides.length;
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [sliding, setSliding] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [playing, setPlaying] = useState<number | null>(null);

  const rotating = total > 1 && !reducedMotion && !stopped && !hovered && !focused && playing === null;

  function go(next: number) {
    setIndex(((next % total) + total) % total);
    setPlaying(null);
    setSliding(true);
  }

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => {
      setIndex((i) => (i + 1) % total);
      setSliding(true);
    }, CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [rotating, total]);

  useEffect(() => {
    if (!sliding) return;
    const timer = window.setTimeout(() => setSliding(false), reducedMotion ? 0 : FADE_MS);
    return () => window.clearTimeout(timer);
  }, [sliding, index, reducedMotion]);

  if (total === 0) return null;

  return (
    <section
      className={styles.hero}
      aria-roledescription="carousel"
      aria-label={t('heroLabel')}
      data-index={index}
      data-sliding={sliding}
      data-reduced-motion={reducedMotion}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {heading && <h2 className={styles.heading}>{heading}</h2>}
      <div className={styles.slides} aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((banner, i) => (
          <HeroSlide
            key={`${banner.mediaId}-${i}`}
            banner={banner}
            picture={pictures[i]}
            active={i === index}
            playing={playing === i}
            reducedMotion={reducedMotion}
            onPlay={() => {
              if (banner.type === 'youtube') setPlaying(i);
            }}
          />
        ))}
      </div>
      {total > 1 && (
        <div className={styles.controls}>
          <button type="button" className={styles.control} onClick={() => go(index - 1)} aria-label={t('previous')}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className={styles.counter}>{t('slideLabel', { n: index + 1, total })}</span>
          <button type="button" className={styles.control} onClick={() => go(index + 1)} aria-label={t('next')}>
            <span aria-hidden="true">›</span>
          </button>
          {!reducedMotion && (
            <button
              type="button"
              className={styles.control}
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? t('play') : t('pause')}
            >
              <span aria-hidden="true">{stopped ? '▶' : '❚❚'}</span>
            </button>
          )}
        </div>
      )}
    </section>
  );
}

import type { MetadataRoute } from 'next';
import { SITE_NAME } from '@/lib/constants';

/** The web app manifest (docs/OFFLINE.md): Chromium offers to install the site; colours from app/globals.css. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: `${SITE_NAME} | Sweet Home Alabama`,
    short_name: 'Alabama',
    description: 'Plan a trip to Alabama, and take your saved trips where there is no signal.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#fbfaf7',
    theme_color: '#9e1b32',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

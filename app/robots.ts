import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';

// Answered per request (it is tiny), so that it names the address this server runs on, not the build's.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      {
        userAgent: '*',
        allow: '/',
        disallow: [
          '/api/',
          '/prod/',
          '/idp',
          '/dev/',
          '/profile',
          '/edit-profile',
          '/my-trip/list',
          '/trip/',
          '/edit-trip',
          '/search?',
        ],
      },
    ],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}

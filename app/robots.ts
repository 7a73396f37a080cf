import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';

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

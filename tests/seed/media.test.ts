import { resetEnvCache } from '@/lib/env';
import { PLACEHOLDER_IMAGE, mediaChain, mediaSources, mediaUrl } from '@/lib/media';

const saved = { base: process.env.MEDIA_BASE_URL, fallback: process.env.MEDIA_FALLBACK_URL };
afterEach(() => {
  process.env.MEDIA_BASE_URL = saved.base ?? '';
  process.env.MEDIA_FALLBACK_URL = saved.fallback ?? '';
  resetEnvCache();
});

test('with no media host the shipped copy is used, then the placeholder', () => {
  expect(mediaChain('/images/experiences/beaches.svg')).toEqual(['/images/experiences/beaches.svg', PLACEHOLDER_IMAGE]);
  expect(mediaChain('images/regions/gulf-coast.svg')).toEqual(['/images/regions/gulf-coast.svg', PLACEHOLDER_IMAGE]);
});

test('the media host comes first, then the staging bucket, then the placeholder', () => {
  const chain = mediaChain('/images/a.jpg', {
    base: 'https://media.example.com/',
    fallback: 'https://staging.example.com/bucket',
  });
  expect(chain).toEqual([
    'https://media.example.com/images/a.jpg',
    'https://staging.example.com/bucket/images/a.jpg',
    PLACEHOLDER_IMAGE,
  ]);
});

test('a missing path or an absolute URL still ends at the placeholder', () => {
  expect(mediaChain(null)).toEqual([PLACEHOLDER_IMAGE]);
  expect(mediaChain('  ')).toEqual([PLACEHOLDER_IMAGE]);
  expect(mediaChain('https://cdn.example.com/x.png', { base: 'https://media.example.com' })).toEqual([
    'https://cdn.example.com/x.png',
    PLACEHOLDER_IMAGE,
  ]);
});

test('mediaUrl and mediaSources read MEDIA_BASE_URL and MEDIA_FALLBACK_URL from the environment', () => {
  process.env.MEDIA_BASE_URL = 'https://media.example.com';
  process.env.MEDIA_FALLBACK_URL = 'https://staging.example.com';
  resetEnvCache();
  expect(mediaUrl('/images/b.svg')).toBe('https://media.example.com/images/b.svg');
  expect(mediaSources('/images/b.svg')).toEqual([
    'https://media.example.com/images/b.svg',
    'https://staging.example.com/images/b.svg',
    PLACEHOLDER_IMAGE,
  ]);
  process.env.MEDIA_BASE_URL = '';
  resetEnvCache();
  expect(mediaUrl('/images/b.svg')).toBe('https://staging.example.com/images/b.svg');
});

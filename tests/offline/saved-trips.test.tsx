import { formatSize } from '@/lib/offline/messages';
import { imagesIn } from '@/lib/offline/saved-trips';

// What "Save for offline" takes from a stop's page, and how it reports the size stored.

test('a stop page gives its own first pictures, by the address the browser asks for; other hosts and the shell are left out', () => {
  const html = `<header><img src="/images/logo.svg"></header><main>
    <img src="/_next/image?url=%2Fimages%2Fvulcan.jpg&amp;w=1200&amp;q=75" alt="">
    <img src="https://cdn.example.com/x.jpg" alt="">
    <img src="/images/a.jpg"><img src="/images/b.jpg"><img src="/images/c.jpg"></main>`;
  expect(imagesIn(html, 'http://127.0.0.1:3000/trip/7')).toEqual([
    '/_next/image?url=%2Fimages%2Fvulcan.jpg&w=1200&q=75',
    '/images/a.jpg',
  ]);
});

test('the size stored reads in KB or MB', () => {
  expect(formatSize(340_400)).toBe('340 KB');
  expect(formatSize(1_250_000)).toBe('1.3 MB');
  expect(formatSize(12)).toBe('1 KB');
});

import { expect, test } from '@playwright/test';

// Through the whole server: a NUL or broken encoding in a page's path or query is the site's own
// 404 page, a bad field at the APIs is a 400 naming it, a body over 1 MB a 413, and a server action
// posted from another site a 403 (Next itself would answer 500).
test.describe('bad input through the server', () => {
  for (const path of ['/places-to-go/%00', '/places-to-go/a%00b', '/trail-details/%00', '/search?q=a%00b']) {
    test(`${path} is the site's 404 page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Page not found');
    });
  }

  for (const [path, field] of [
    ['/prod/searchEvents?q=a%00b', 'q'],
    ['/prod/searchEvents?end=0000-01-01', 'end'],
    ['/api/autocomplete?q=a%00b', 'q'],
  ] as const) {
    test(`${path} is a 400 naming ${field}`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(400);
      expect((await response.json()).error.field).toBe(field);
    });
  }

  test('a body over 1 MB is a 413', async ({ request }) => {
    const response = await request.post('/api/newsletter/addSubscriber', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ email: 'big@example.com', first_name: 'x'.repeat(1024 * 1024) }),
    });
    expect(response.status()).toBe(413);
  });

  test('a server action posted from another site is a 403', async ({ request }) => {
    const response = await request.post('/', {
      headers: {
        'next-action': '7f3a9c0d',
        origin: 'https://evil.example',
        'content-type': 'text/plain;charset=UTF-8',
      },
      data: '[]',
    });
    expect(response.status()).toBe(403);
  });
});

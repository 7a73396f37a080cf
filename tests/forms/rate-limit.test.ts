import { getDb } from '@/lib/db/client';
import { clientIp, countRequest } from '@/lib/rate-limit';

const request = (headers: Record<string, string>) => new Request('http://localhost/api/x', { method: 'POST', headers });

// The first use migrates and seeds the database, which is slow on a busy machine.
beforeAll(() => getDb(), 180_000);

describe('rate limit', () => {
  it("keys on the nearest proxy's hop, not on what the client put first", () => {
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.9, 198.51.100.4' }))).toBe('198.51.100.4');
    expect(clientIp(request({ 'x-real-ip': '198.51.100.5' }))).toBe('198.51.100.5');
    expect(clientIp(request({}))).toBe('unknown');
  });

  it('counts within a fixed window and starts again once it has passed', async () => {
    const limit = { max: 2, windowMs: 300 };
    expect((await countRequest('test:window', limit)).count).toBe(1);
    expect((await countRequest('test:window', limit)).count).toBe(2);
    expect((await countRequest('test:window', limit)).count).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await countRequest('test:window', limit)).count).toBe(1);
  });

  it('keeps one counter per key', async () => {
    const limit = { max: 5, windowMs: 60_000 };
    await countRequest('test:a', limit);
    await countRequest('test:a', limit);
    expect((await countRequest('test:b', limit)).count).toBe(1);
  });
});

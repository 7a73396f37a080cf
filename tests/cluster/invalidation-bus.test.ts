import { createClient } from 'redis';
import { closeBus, INVALIDATION_CHANNEL, invalidateEverywhere } from '@/lib/cache/bus';
import { TAGS } from '@/lib/constants';
import { cachedJsonResponse, invalidateApiCache } from '@/lib/locations/answer-cache';

// The Main API answers each copy keeps, as a client of that copy sees them.
const read = async (response: Response) => ((await response.json()) as { version: number }).version;
const until = async (check: () => Promise<boolean>, ms: number) => {
  for (const stop = Date.now() + ms; Date.now() < stop; await new Promise((r) => setTimeout(r, 20))) {
    if (await check()) return true;
  }
  return false;
};

test('a request after an edit gets the new answer, even while an answer begun before the edit is still on its way', async () => {
  let version = 1;
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const slow = async () => {
    const seen = version;
    await gate;
    return { version: seen };
  };
  const first = cachedJsonResponse(TAGS.events, 'race', slow);
  await new Promise((resolve) => setTimeout(resolve, 10));
  // The editor saves and the webhook arrives while the database is still answering the first read.
  version = 2;
  invalidateApiCache(TAGS.events);
  const second = cachedJsonResponse(TAGS.events, 'race', async () => ({ version }));
  release();
  expect([await read(await first), await read(await second)]).toEqual([1, 2]);
  // And the answer kept for later readers is the new one.
  expect(await read(await cachedJsonResponse(TAGS.events, 'race', async () => ({ version: 3 })))).toBe(2);
});

// Several copies: a real Redis server (CI's cluster step sets TEST_REDIS_URL). The "other copy" is
// a plain Redis client speaking on the same channel, as another server process would.
const redisUrl = process.env.TEST_REDIS_URL;
const withRedis = redisUrl ? describe : describe.skip;
if (!redisUrl) console.info('invalidation-bus: the cross-copy tests need a Redis server (TEST_REDIS_URL); skipped');

withRedis('with REDIS_URL, across copies', () => {
  const other = createClient({ url: redisUrl });
  const otherListens = other.duplicate();
  const heard: string[] = [];
  beforeAll(async () => {
    process.env.REDIS_URL = redisUrl;
    await other.connect();
    await otherListens.connect();
    await otherListens.subscribe(INVALIDATION_CHANNEL, (message: string) => void heard.push(message));
  });
  afterAll(async () => {
    delete process.env.REDIS_URL;
    other.destroy();
    otherListens.destroy();
    await closeBus();
  });

  test('a webhook on another copy drops this copy’s answers under its tag within a moment', async () => {
    let version = 1;
    const produce = async () => ({ version });
    expect(await read(await cachedJsonResponse(TAGS.locations, 'shared', produce))).toBe(1);
    version = 2;
    expect(await read(await cachedJsonResponse(TAGS.locations, 'shared', produce))).toBe(1);
    await other.publish(
      INVALIDATION_CHANNEL,
      JSON.stringify({ origin: 'another-copy', message: { tag: TAGS.locations } }),
    );
    expect(
      await until(async () => (await read(await cachedJsonResponse(TAGS.locations, 'shared', produce))) === 2, 2000),
    ).toBe(true);
  });

  test('a webhook on this copy tells the others', async () => {
    expect(await invalidateEverywhere({ all: true })).toEqual({ published: true });
    expect(await until(async () => heard.some((m) => JSON.parse(m).message.all === true), 2000)).toBe(true);
  });
});

import { invalidateEverywhere } from '@/lib/cache/bus';
import { TAGS } from '@/lib/constants';
import {
  cachedJsonResponse,
  cachedSerializedResponse,
  invalidateAllApiCaches,
  invalidateApiCache,
} from '@/lib/locations/answer-cache';

// The Main API's short-lived answer cache, seen as a client sees it: the body of each answer.
const read = async (response: Response) => (await response.json()) as { version: number };

describe('the Main API answer cache', () => {
  const ttl = process.env.MAIN_API_CACHE_TTL_MS;
  beforeAll(() => {
    process.env.MAIN_API_CACHE_TTL_MS = '40';
  });
  afterAll(() => {
    // (Assigning undefined would leave the string "undefined", a TTL of NaN.)
    if (ttl === undefined) delete process.env.MAIN_API_CACHE_TTL_MS;
    else process.env.MAIN_API_CACHE_TTL_MS = ttl;
    invalidateApiCache(TAGS.locations);
  });

  it('answers an expired filter at once with the old answer while it refreshes, then with the new one', async () => {
    // A controlled clock: a 40 ms TTL against real timers fails on a loaded machine.
    const now = jest.spyOn(Date, 'now').mockReturnValue(5_000_000);
    let version = 1;
    let calls = 0;
    let refreshed = () => {};
    const refresh = new Promise<void>((resolve) => {
      refreshed = resolve;
    });
    const produce = async () => {
      calls += 1;
      if (calls === 2) setTimeout(refreshed, 0);
      return { version };
    };
    try {
      expect(await read(await cachedJsonResponse(TAGS.locations, 'stale', produce))).toEqual({ version: 1 });
      version = 2;
      now.mockReturnValue(5_000_060);
      // Expired: the old answer, and one refresh started for any number of callers.
      const [a, b] = await Promise.all([
        cachedJsonResponse(TAGS.locations, 'stale', produce),
        cachedJsonResponse(TAGS.locations, 'stale', produce),
      ]);
      expect([await read(a), await read(b)]).toEqual([{ version: 1 }, { version: 1 }]);
      await refresh;
      expect(await read(await cachedJsonResponse(TAGS.locations, 'stale', produce))).toEqual({ version: 2 });
      expect(calls).toBe(2);
    } finally {
      now.mockRestore();
    }
  });

  it('drops an answer outright when its tag is invalidated', async () => {
    let version = 1;
    const produce = async () => ({ version });
    await cachedJsonResponse(TAGS.locations, 'edited', produce);
    version = 2;
    invalidateApiCache(TAGS.locations);
    expect(await read(await cachedJsonResponse(TAGS.locations, 'edited', produce))).toEqual({ version: 2 });
  });
});

// Each client-visible promise of the cache, one at a time. A generous TTL unless a test says
// otherwise; Date.now is spied on where an expiry edge matters.
describe('the Main API answer cache, as each request sees it', () => {
  const saved = { ttl: process.env.MAIN_API_CACHE_TTL_MS, redis: process.env.REDIS_URL };
  const restore = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  beforeEach(() => {
    process.env.MAIN_API_CACHE_TTL_MS = '60000';
    // The bus then delivers in this process only.
    delete process.env.REDIS_URL;
  });
  afterEach(() => {
    restore('MAIN_API_CACHE_TTL_MS', saved.ttl);
    restore('REDIS_URL', saved.redis);
    jest.restoreAllMocks();
    invalidateAllApiCaches();
  });

  /** An answer that the database is still working on until `release()`; `begun` once it has started. */
  const slow = (version: number) => {
    let release = () => {};
    let started = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const begun = new Promise<void>((resolve) => {
      started = resolve;
    });
    const produce = jest.fn(async () => {
      started();
      await gate;
      return { version };
    });
    return { produce, begun, release: () => release() };
  };
  const answer = (version: number) => jest.fn(async () => ({ version }));
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** What `promise` gives within `ms`, or 'still waiting'. */
  const within = async <T>(ms: number, promise: Promise<T>): Promise<T | 'still waiting'> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'still waiting'>((resolve) => {
      timer = setTimeout(() => resolve('still waiting'), ms);
    });
    return Promise.race([promise, late]).finally(() => clearTimeout(timer));
  };

  it('sends the answer as application/json with the body produced', async () => {
    const json = await cachedJsonResponse(TAGS.locations, 'type', async () => ({ version: 1 }));
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(await json.text()).toBe('{"version":1}');
    const serialized = await cachedSerializedResponse(TAGS.locations, 'raw', async () => '{"version":7}');
    expect(serialized.headers.get('content-type')).toBe('application/json');
    expect(await serialized.text()).toBe('{"version":7}');
    // A hit is the same answer, with the same type.
    const again = await cachedSerializedResponse(TAGS.locations, 'raw', async () => '{"version":8}');
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(await read(again)).toEqual({ version: 7 });
  });

  it('with MAIN_API_CACHE_TTL_MS=0 every request gets a fresh answer, even concurrent ones', async () => {
    process.env.MAIN_API_CACHE_TTL_MS = '0';
    let version = 1;
    const produce = jest.fn(async () => ({ version }));
    expect(await read(await cachedJsonResponse(TAGS.locations, 'off', produce))).toEqual({ version: 1 });
    version = 2;
    expect(await read(await cachedJsonResponse(TAGS.locations, 'off', produce))).toEqual({ version: 2 });
    const both = await Promise.all([
      cachedJsonResponse(TAGS.locations, 'off', produce),
      cachedJsonResponse(TAGS.locations, 'off', produce),
    ]);
    expect(await Promise.all(both.map(read))).toEqual([{ version: 2 }, { version: 2 }]);
    expect(produce).toHaveBeenCalledTimes(4);
  });

  it('keeps the 60 s default when MAIN_API_CACHE_TTL_MS is not a number, instead of serving every answer one edit late', async () => {
    process.env.MAIN_API_CACHE_TTL_MS = 'one minute';
    const now = jest.spyOn(Date, 'now').mockReturnValue(2_000_000);
    let version = 1;
    const produce = jest.fn(async () => ({ version }));
    await cachedJsonResponse(TAGS.locations, 'misconfigured', produce);
    version = 2;
    now.mockReturnValue(2_059_999);
    expect(await read(await cachedJsonResponse(TAGS.locations, 'misconfigured', produce))).toEqual({ version: 1 });
    await settle();
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer until its last millisecond and refreshes it exactly at expiry', async () => {
    process.env.MAIN_API_CACHE_TTL_MS = '1000';
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000_000);
    let version = 1;
    const produce = jest.fn(async () => ({ version }));
    await cachedJsonResponse(TAGS.locations, 'edge', produce);
    version = 2;
    now.mockReturnValue(1_000_999);
    expect(await read(await cachedJsonResponse(TAGS.locations, 'edge', produce))).toEqual({ version: 1 });
    await settle();
    expect(produce).toHaveBeenCalledTimes(1);
    // Exactly at expiry: the old answer once more, while the refresh runs; then the new one.
    now.mockReturnValue(1_001_000);
    expect(await read(await cachedJsonResponse(TAGS.locations, 'edge', produce))).toEqual({ version: 1 });
    await settle();
    expect(produce).toHaveBeenCalledTimes(2);
    expect(await read(await cachedJsonResponse(TAGS.locations, 'edge', produce))).toEqual({ version: 2 });
    expect(produce).toHaveBeenCalledTimes(2);
  });

  it('keeps the answers of several filters side by side', async () => {
    const first = answer(1);
    const second = answer(2);
    await cachedJsonResponse(TAGS.locations, 'a', first);
    await cachedJsonResponse(TAGS.locations, 'b', second);
    expect(await read(await cachedJsonResponse(TAGS.locations, 'a', answer(3)))).toEqual({ version: 1 });
    expect(await read(await cachedJsonResponse(TAGS.locations, 'b', answer(4)))).toEqual({ version: 2 });
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([1, 1]);
  });

  it('concurrent requests for different filters, or the same filter under another tag, each get their own answer', async () => {
    const answers = await Promise.all([
      cachedJsonResponse(TAGS.locations, 'x', answer(1)),
      cachedJsonResponse(TAGS.locations, 'y', answer(2)),
      cachedJsonResponse(TAGS.events, 'x', answer(3)),
    ]);
    expect(await Promise.all(answers.map(read))).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }]);
    // And each is kept under its own tag.
    expect(await read(await cachedJsonResponse(TAGS.events, 'x', answer(4)))).toEqual({ version: 3 });
    expect(await read(await cachedJsonResponse(TAGS.locations, 'x', answer(5)))).toEqual({ version: 1 });
  });

  it('concurrent requests for the same filter share one database query', async () => {
    const { produce, begun, release } = slow(1);
    const first = cachedJsonResponse(TAGS.locations, 'shared', produce);
    await begun;
    const second = cachedJsonResponse(TAGS.locations, 'shared', produce);
    release();
    expect(await Promise.all([read(await first), read(await second)])).toEqual([{ version: 1 }, { version: 1 }]);
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('keeps at most 1000 filters per tag, forgetting the oldest first', async () => {
    for (let i = 0; i < 1000; i += 1) await cachedJsonResponse(TAGS.locations, `filter ${i}`, answer(i));
    // All 1000 still kept.
    expect(await read(await cachedJsonResponse(TAGS.locations, 'filter 0', answer(-1)))).toEqual({ version: 0 });
    await cachedJsonResponse(TAGS.locations, 'filter 1000', answer(1000));
    // The 1001st pushed out the first, and only the first.
    const second = answer(-1);
    expect(await read(await cachedJsonResponse(TAGS.locations, 'filter 1', second))).toEqual({ version: 1 });
    expect(await read(await cachedJsonResponse(TAGS.locations, 'filter 999', second))).toEqual({ version: 999 });
    expect(second).not.toHaveBeenCalled();
    const first = answer(-1);
    expect(await read(await cachedJsonResponse(TAGS.locations, 'filter 0', first))).toEqual({ version: -1 });
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('an answer begun before an edit reaches its own request but is not kept', async () => {
    const { produce, begun, release } = slow(1);
    const first = cachedJsonResponse(TAGS.locations, 'edit', produce);
    await begun;
    invalidateApiCache(TAGS.locations);
    release();
    expect(await read(await first)).toEqual({ version: 1 });
    expect(await read(await cachedJsonResponse(TAGS.locations, 'edit', answer(2)))).toEqual({ version: 2 });
  });

  it('an answer begun before both an edit and a full clear is not kept either', async () => {
    const { produce, begun, release } = slow(1);
    const first = cachedJsonResponse(TAGS.locations, 'both', produce);
    await begun;
    invalidateApiCache(TAGS.locations);
    invalidateAllApiCaches();
    release();
    expect(await read(await first)).toEqual({ version: 1 });
    expect(await read(await cachedJsonResponse(TAGS.locations, 'both', answer(2)))).toEqual({ version: 2 });
  });

  it('an answer begun before a full clear is not kept', async () => {
    const { produce, begun, release } = slow(1);
    const first = cachedJsonResponse(TAGS.locations, 'all', produce);
    await begun;
    invalidateAllApiCaches();
    release();
    expect(await read(await first)).toEqual({ version: 1 });
    expect(await read(await cachedJsonResponse(TAGS.locations, 'all', answer(2)))).toEqual({ version: 2 });
  });

  it('a request after an edit does not wait for, nor get, the answer begun before it', async () => {
    const old = slow(1);
    const first = cachedJsonResponse(TAGS.locations, 'during', old.produce);
    await old.begun;
    invalidateApiCache(TAGS.locations);
    const second = cachedJsonResponse(TAGS.locations, 'during', answer(2));
    const meanwhile = await within(1000, second.then(read));
    old.release();
    expect(meanwhile).toEqual({ version: 2 });
    expect(await read(await first)).toEqual({ version: 1 });
    // The new answer is the one kept.
    expect(await read(await cachedJsonResponse(TAGS.locations, 'during', answer(3)))).toEqual({ version: 2 });
  });

  it('an edit under one tag leaves the queries in flight under other tags shared', async () => {
    const { produce, begun, release } = slow(1);
    const first = cachedJsonResponse(TAGS.events, 'other', produce);
    await begun;
    invalidateApiCache(TAGS.locations);
    const joiner = answer(2);
    const second = cachedJsonResponse(TAGS.events, 'other', joiner);
    release();
    expect([await read(await first), await read(await second)]).toEqual([{ version: 1 }, { version: 1 }]);
    expect(joiner).not.toHaveBeenCalled();
  });

  it('requests after an edit share the new query even once the query begun before the edit has ended', async () => {
    const old = slow(1);
    const first = cachedJsonResponse(TAGS.locations, 'overlap', old.produce);
    await old.begun;
    invalidateApiCache(TAGS.locations);
    const fresh = slow(2);
    const second = cachedJsonResponse(TAGS.locations, 'overlap', fresh.produce);
    old.release();
    expect(await read(await first)).toEqual({ version: 1 });
    // The new query is still running: a third request waits for it rather than querying again.
    const third = answer(3);
    const later = cachedJsonResponse(TAGS.locations, 'overlap', third);
    fresh.release();
    expect([await read(await second), await read(await later)]).toEqual([{ version: 2 }, { version: 2 }]);
    expect(third).not.toHaveBeenCalled();
  });

  it('keeps serving the expired answer when its refresh fails, and logs the failure', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    process.env.MAIN_API_CACHE_TTL_MS = '1000';
    const now = jest.spyOn(Date, 'now').mockReturnValue(2_000_000);
    await cachedJsonResponse(TAGS.locations, 'failing', answer(1));
    now.mockReturnValue(2_005_000);
    const failure = new Error('database unavailable');
    const broken = jest.fn(async (): Promise<{ version: number }> => {
      throw failure;
    });
    const response = await cachedJsonResponse(TAGS.locations, 'failing', broken);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await read(response)).toEqual({ version: 1 });
    await settle();
    expect(broken).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[api cache] refresh failed:', failure);
    // The next request still gets the old answer, and tries the database again.
    expect(await read(await cachedJsonResponse(TAGS.locations, 'failing', broken))).toEqual({ version: 1 });
    await settle();
    expect(broken).toHaveBeenCalledTimes(2);
  });

  it('a request with nothing cached sees the failure of its query', async () => {
    const failure = new Error('database unavailable');
    await expect(
      cachedJsonResponse(TAGS.locations, 'nothing', async () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
    // Nothing is kept from it: the next request queries again.
    expect(await read(await cachedJsonResponse(TAGS.locations, 'nothing', answer(2)))).toEqual({ version: 2 });
  });

  it('an edit announced on the invalidation bus drops the answers under its tag only', async () => {
    await cachedJsonResponse(TAGS.locations, 'bus', answer(1));
    await cachedJsonResponse(TAGS.events, 'bus', answer(1));
    expect(await invalidateEverywhere({ tag: TAGS.locations })).toEqual({ published: false });
    expect(await read(await cachedJsonResponse(TAGS.locations, 'bus', answer(2)))).toEqual({ version: 2 });
    expect(await read(await cachedJsonResponse(TAGS.events, 'bus', answer(2)))).toEqual({ version: 1 });
  });

  it('a full clear announced on the invalidation bus drops every answer', async () => {
    await cachedJsonResponse(TAGS.locations, 'bus all', answer(1));
    await cachedJsonResponse(TAGS.events, 'bus all', answer(1));
    await invalidateEverywhere({ all: true });
    expect(await read(await cachedJsonResponse(TAGS.locations, 'bus all', answer(2)))).toEqual({ version: 2 });
    expect(await read(await cachedJsonResponse(TAGS.events, 'bus all', answer(2)))).toEqual({ version: 2 });
  });
});

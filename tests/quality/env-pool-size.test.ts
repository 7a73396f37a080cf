import { env, resetEnvCache } from '@/lib/env';

// PG_POOL_MAX as .env.example leaves it (blank) must mean the default pool, not a pool of 0 (a blank
// value read with Number() was 0, and every query would have waited for a connection that never came).
describe('PG_POOL_MAX', () => {
  const saved = process.env.PG_POOL_MAX;
  afterEach(() => {
    if (saved === undefined) delete process.env.PG_POOL_MAX;
    else process.env.PG_POOL_MAX = saved;
    resetEnvCache();
  });

  it.each([
    ['', 10],
    ['5', 5],
  ])('%j gives a pool of %i', (value, size) => {
    process.env.PG_POOL_MAX = value;
    resetEnvCache();
    expect(env().PG_POOL_MAX).toBe(size);
  });

  it.each(['0', 'ten', '2.5'])('%j is refused at start, naming the variable', (value) => {
    process.env.PG_POOL_MAX = value;
    resetEnvCache();
    expect(() => env()).toThrow(/PG_POOL_MAX/);
  });
});

import { env, resetEnvCache } from '@/lib/env';

// Cognito is used only with both its ids: with one alone the site signed visitors in on its own pool
// and then checked their tokens against Cognito, refusing every session. Now it refuses to start.
describe('COGNITO_USER_POOL_ID and COGNITO_CLIENT_ID', () => {
  const saved = { pool: process.env.COGNITO_USER_POOL_ID, client: process.env.COGNITO_CLIENT_ID };
  const set = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
    resetEnvCache();
  };
  afterEach(() => {
    set('COGNITO_USER_POOL_ID', saved.pool);
    set('COGNITO_CLIENT_ID', saved.client);
  });

  it('a pool id without a client id is refused at start, naming what is missing', () => {
    set('COGNITO_CLIENT_ID', undefined);
    set('COGNITO_USER_POOL_ID', 'us-east-1_HalfSet');
    expect(() => env()).toThrow('Invalid environment: COGNITO_CLIENT_ID: must be set with COGNITO_USER_POOL_ID');
  });

  it('a client id without a pool id is refused at start, naming what is missing', () => {
    set('COGNITO_USER_POOL_ID', '');
    set('COGNITO_CLIENT_ID', '1example23456789');
    expect(() => env()).toThrow('Invalid environment: COGNITO_USER_POOL_ID: must be set with COGNITO_CLIENT_ID');
  });

  it('both, or neither, start', () => {
    set('COGNITO_USER_POOL_ID', 'us-east-1_Example');
    set('COGNITO_CLIENT_ID', '1example23456789');
    expect(env().COGNITO_USER_POOL_ID).toBe('us-east-1_Example');
    set('COGNITO_USER_POOL_ID', undefined);
    set('COGNITO_CLIENT_ID', undefined);
    expect(env().COGNITO_USER_POOL_ID).toBeUndefined();
  });
});

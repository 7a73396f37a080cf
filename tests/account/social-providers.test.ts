import { configuredSocialProviders, socialProviders } from '@/lib/auth/providers';
import { resetEnvCache } from '@/lib/env';
import { rememberEnv } from '../support/env';

// Facebook, Google and Apple sign-in (docs/SPEC.md section 6) are offered only when both their id and
// their secret are set: a button for a provider without keys would fail after the visitor clicks it.

const KEYS = [
  'AUTH_FACEBOOK_ID',
  'AUTH_FACEBOOK_SECRET',
  'AUTH_GOOGLE_ID',
  'AUTH_GOOGLE_SECRET',
  'AUTH_APPLE_ID',
  'AUTH_APPLE_SECRET',
] as const;
type Key = (typeof KEYS)[number];
const restoreEnv = rememberEnv(KEYS);
const env = process.env as Record<string, string | undefined>;

function configure(values: Partial<Record<Key, string>>): void {
  for (const key of KEYS) delete env[key];
  Object.assign(env, values);
  resetEnvCache();
}

type OAuthProvider = { id: string; options: { clientId: string; clientSecret: string } };
const oauth = () => socialProviders().map((p) => p as unknown as OAuthProvider);

afterAll(() => {
  restoreEnv();
});

test('with no keys set, no social sign-in is offered', () => {
  configure({});
  expect(configuredSocialProviders()).toEqual([]);
  expect(socialProviders()).toEqual([]);
});

test.each<[string, Partial<Record<Key, string>>]>([
  ['Facebook id without its secret', { AUTH_FACEBOOK_ID: 'fb-id' }],
  ['Facebook secret without its id', { AUTH_FACEBOOK_SECRET: 'fb-secret' }],
  ['Google id without its secret', { AUTH_GOOGLE_ID: 'g-id' }],
  ['Google secret without its id', { AUTH_GOOGLE_SECRET: 'g-secret' }],
  ['Apple id without its secret', { AUTH_APPLE_ID: 'apple-id' }],
  ['Apple secret without its id', { AUTH_APPLE_SECRET: 'apple-secret' }],
  [
    'each id with another provider’s secret',
    { AUTH_FACEBOOK_ID: 'fb-id', AUTH_GOOGLE_SECRET: 'g-secret', AUTH_APPLE_ID: 'apple-id', AUTH_FACEBOOK_SECRET: '' },
  ],
])('%s offers nothing', (_name, values) => {
  configure(values);
  expect(configuredSocialProviders()).toEqual([]);
  expect(socialProviders()).toEqual([]);
});

test.each<[string, Partial<Record<Key, string>>, { id: string; name: string }]>([
  ['Facebook', { AUTH_FACEBOOK_ID: 'fb-id', AUTH_FACEBOOK_SECRET: 'fb-secret' }, { id: 'facebook', name: 'Facebook' }],
  ['Google', { AUTH_GOOGLE_ID: 'g-id', AUTH_GOOGLE_SECRET: 'g-secret' }, { id: 'google', name: 'Google' }],
  ['Apple', { AUTH_APPLE_ID: 'apple-id', AUTH_APPLE_SECRET: 'apple-secret' }, { id: 'apple', name: 'Apple' }],
])(
  'with only the %s keys set, the sign-in screens show that provider alone, signing in with those keys',
  (_name, values, shown) => {
    configure(values);
    expect(configuredSocialProviders()).toEqual([shown]);
    const [clientId, clientSecret] = Object.values(values);
    expect(
      oauth().map((p) => ({ id: p.id, clientId: p.options.clientId, clientSecret: p.options.clientSecret })),
    ).toEqual([{ id: shown.id, clientId, clientSecret }]);
  },
);

test('with every key set, Facebook, Google and Apple are offered in that order', () => {
  configure({
    AUTH_FACEBOOK_ID: 'fb-id',
    AUTH_FACEBOOK_SECRET: 'fb-secret',
    AUTH_GOOGLE_ID: 'g-id',
    AUTH_GOOGLE_SECRET: 'g-secret',
    AUTH_APPLE_ID: 'apple-id',
    AUTH_APPLE_SECRET: 'apple-secret',
  });
  expect(configuredSocialProviders()).toEqual([
    { id: 'facebook', name: 'Facebook' },
    { id: 'google', name: 'Google' },
    { id: 'apple', name: 'Apple' },
  ]);
  expect(oauth().map((p) => [p.id, p.options.clientId, p.options.clientSecret])).toEqual([
    ['facebook', 'fb-id', 'fb-secret'],
    ['google', 'g-id', 'g-secret'],
    ['apple', 'apple-id', 'apple-secret'],
  ]);
});

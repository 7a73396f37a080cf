import type { Provider } from 'next-auth/providers';
import Apple from 'next-auth/providers/apple';
import Facebook from 'next-auth/providers/facebook';
import Google from 'next-auth/providers/google';
import { env } from '@/lib/env';

export type SocialProvider = { id: 'facebook' | 'google' | 'apple'; name: string };

/** Facebook, Google and Apple sign-in, each only when its keys are set. */
export function socialProviders(): Provider[] {
  const e = env();
  const providers: Provider[] = [];
  if (e.AUTH_FACEBOOK_ID && e.AUTH_FACEBOOK_SECRET)
    providers.push(Facebook({ clientId: e.AUTH_FACEBOOK_ID, clientSecret: e.AUTH_FACEBOOK_SECRET }));
  if (e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET)
    providers.push(Google({ clientId: e.AUTH_GOOGLE_ID, clientSecret: e.AUTH_GOOGLE_SECRET }));
  if (e.AUTH_APPLE_ID && e.AUTH_APPLE_SECRET)
    providers.push(Apple({ clientId: e.AUTH_APPLE_ID, clientSecret: e.AUTH_APPLE_SECRET }));
  return providers;
}

/** The social providers to show on the sign-in screens (none unless configured). */
export function configuredSocialProviders(): SocialProvider[] {
  const e = env();
  const list: SocialProvider[] = [];
  if (e.AUTH_FACEBOOK_ID && e.AUTH_FACEBOOK_SECRET) list.push({ id: 'facebook', name: 'Facebook' });
  if (e.AUTH_GOOGLE_ID && e.AUTH_GOOGLE_SECRET) list.push({ id: 'google', name: 'Google' });
  if (e.AUTH_APPLE_ID && e.AUTH_APPLE_SECRET) list.push({ id: 'apple', name: 'Apple' });
  return list;
}

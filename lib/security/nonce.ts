import 'server-only';
import { headers } from 'next/headers';
import { NONCE_HEADER } from './headers';

/** The request's CSP nonce, for server components that render a third-party <Script>. */
export async function getNonce(): Promise<string | undefined> {
  return (await headers()).get(NONCE_HEADER) ?? undefined;
}

// The type of lib/security/csp-policy.mjs, a plain module shared with lib/cache/handler.mjs.
import type { Env } from '@/lib/env';

export type CspInput = {
  /** This request's nonce (per-visitor pages); absent for a cached page. */
  nonce?: string | null;
  /** The 'sha256-…' hashes of a cached page's inline scripts. */
  scriptHashes?: readonly string[];
  env: Pick<Env, 'NODE_ENV'> & Partial<Env>;
};

export declare function buildCsp(input: CspInput): string;
export declare const CSP_ENVIRONMENT_KEYS: readonly string[];

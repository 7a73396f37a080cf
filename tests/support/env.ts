import { resetEnvCache } from '@/lib/env';

/**
 * Remembers the named environment variables as they are now; the returned function puts them back
 * (deleting those that were unset: assigning undefined would leave the string "undefined") and
 * makes lib/env.ts read them again.
 */
export function rememberEnv(keys: readonly string[]): () => void {
  const saved = new Map(keys.map((key) => [key, process.env[key]]));
  return () => {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    resetEnvCache();
  };
}

// The type of lib/cache/page-policy.mjs (a plain module, used by lib/cache/handler.mjs).
type PageValue = { kind: string; html?: unknown; headers?: Record<string, unknown> } | null | undefined;

export declare function inlineScriptHashes(html: string): { hashes: string[]; refused: string[] };
export declare function withIntegrity(html: string, integrityOf: (file: string) => string | undefined): string;
export declare function stampPagePolicy(
  value: PageValue,
  options?: {
    env?: Record<string, string | undefined>;
    integrityOf?: (file: string) => string | undefined;
    onRefused?: (scripts: string[]) => void;
  },
): boolean;

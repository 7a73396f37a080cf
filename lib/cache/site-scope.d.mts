// The type of lib/cache/site-scope.mjs (a plain module: lib/cache/handler.mjs loads it outside the TypeScript build).
export declare const BUILT_FOR_KEY: 'BUILT_FOR_SITE_URL';
export declare const BUILT_WITH_KEY: 'BUILT_WITH_PAGE_SETTINGS';
export declare const PAGE_ENVIRONMENT_KEYS: readonly string[];
export declare function pageSettingsTag(vars?: Partial<Record<string, string>>): string;
export declare function servedSiteUrl(vars?: Partial<Record<string, string>>): string;
export declare function builtForSiteUrl(buildDir: string): string | null;
export declare function servesBuiltPages(buildDir: string, vars?: Partial<Record<string, string>>): boolean;
export declare function siteServerDir(serverDistDir: string, vars?: Partial<Record<string, string>>): string;
export declare function siteTag(vars?: Partial<Record<string, string>>): string;
export declare function siteScopedFileCache<T extends new (context: { serverDistDir?: string }) => object>(
  FileSystemCache: T,
): T;

// The type of lib/media/remote-patterns.mjs (a plain module: server.mjs loads it outside the TypeScript build).
type Environment = Partial<Record<string, string>>;
export type RemotePattern = { protocol: 'http' | 'https'; hostname: string; port: string; pathname: string };
export declare const BUTTER_CDN_HOST: 'cdn.buttercms.com';
export declare function imageRemotePatterns(environment: Environment): RemotePattern[];
export declare function mediaOnLoopback(environment: Environment): boolean;
export declare function withRunTimeSettings<T extends { images?: object }>(config: T, environment: Environment): T;

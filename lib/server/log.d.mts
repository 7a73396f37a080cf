import type { DestinationStream, Logger } from 'pino';

export function copyId(env?: NodeJS.ProcessEnv): string;
export function createLogger(destination?: DestinationStream | NodeJS.WritableStream): Logger;

import os from 'node:os';
import pino from 'pino';

// One JSON object a line on stdout, for whatever collects the logs: the time, the level, the copy
// that wrote it (COPY_ID, else host name and port) and the message's fields.

/** The name this copy of the site goes by in logs and metrics. */
export function copyId(env = process.env) {
  return env.COPY_ID || `${os.hostname()}:${env.PORT || '3000'}`;
}

/** @param {import('pino').DestinationStream} [destination] */
export function createLogger(destination) {
  return pino(
    {
      base: { copy: copyId() },
      level: process.env.LOG_LEVEL || 'info',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

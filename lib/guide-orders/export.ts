import { z } from 'zod';
import { ordersToCsv } from './csv';
import { listGuideOrdersSince } from './index';

const DAY = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, '--since must be a date as YYYY-MM-DD')
  .transform((day, ctx) => {
    const date = new Date(`${day}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day) {
      ctx.addIssue({ code: 'custom', message: `--since ${day} is not a calendar date` });
      return z.NEVER;
    }
    return date;
  });

export type ExportOptions = { since: Date | null; out: string | null };

export const EXPORT_USAGE =
  'Usage: npm run orders:export -- [--since YYYY-MM-DD] [--out orders.csv]\n' +
  'Writes the vacation guide orders placed on or after the day (00:00 UTC) as CSV; to stdout unless --out is given.';

/** Reads `--since YYYY-MM-DD` (or `--since=...`) and `--out FILE` from the command line. */
export function parseExportArgs(argv: readonly string[]): ExportOptions {
  const options: ExportOptions = { since: null, out: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const eq = arg.indexOf('=');
    const flag = eq > 0 ? arg.slice(0, eq) : arg;
    const value = eq > 0 ? arg.slice(eq + 1) : argv[++i];
    if (flag === '--since') options.since = DAY.parse(value ?? '');
    else if (flag === '--out' && value) options.out = value;
    else throw new Error(`Unknown or incomplete argument ${arg}.\n${EXPORT_USAGE}`);
  }
  return options;
}

/** The orders since a day as the mail house's CSV, and how many there are. */
export async function exportOrdersCsv(since: Date | null): Promise<{ csv: string; count: number }> {
  const orders = await listGuideOrdersSince(since);
  return { csv: ordersToCsv(orders), count: orders.length };
}

import { writeFileSync } from 'node:fs';
import { ZodError } from 'zod';
import { closeDb } from '@/lib/db/client';
import { EXPORT_USAGE, exportOrdersCsv, parseExportArgs } from '@/lib/guide-orders/export';

// npm run orders:export -- --since 2026-11-01 [--out orders.csv]: the guide orders for the mail house.
async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(EXPORT_USAGE);
    return;
  }
  const options = parseExportArgs(args);
  const { csv, count } = await exportOrdersCsv(options.since);
  if (options.out) {
    writeFileSync(options.out, csv);
    console.error(`Wrote ${count} orders to ${options.out}.`);
  } else {
    process.stdout.write(csv);
  }
  await closeDb();
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ZodError
      ? error.issues.map((issue) => issue.message).join('\n')
      : error instanceof Error
        ? error.message
        : error,
  );
  process.exit(1);
});

import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { vacationGuideOrders } from '@/lib/db/schema';
import { ORDER_CSV_COLUMNS, csvField } from '@/lib/guide-orders/csv';
import { exportOrdersCsv, parseExportArgs } from '@/lib/guide-orders/export';

/** A small RFC 4180 reader, to prove the export reads back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    i += 1;
    if (quoted && c === '"' && next === '"') {
      field += '"';
      i += 1;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && next === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else {
      field += c;
    }
  }
  return rows;
}

const base = {
  firstName: 'Nat',
  lastName: 'King Cole',
  email: 'nat@example.com',
  city: 'Montgomery',
  state: 'AL',
  zip: '36104',
};

beforeAll(async () => {
  const db = await getDb();
  await db.insert(vacationGuideOrders).values([
    { ...base, idempotencyKey: 'export-old-000', address: '1 Old Road', createdAt: new Date('2026-10-01T12:00:00Z') },
    {
      ...base,
      idempotencyKey: 'export-new-001',
      firstName: 'Harper',
      lastName: 'Lee, "Nelle"',
      company: '=HYPERLINK("x")',
      address: '120 Mockingbird Lane\nUnit B',
      address2: 'Apt 4',
      city: 'Monroeville',
      zip: '36460-1234',
      newsletter: true,
      interests: ['Arts', 'History'],
      createdAt: new Date('2026-11-02T09:30:00Z'),
    },
    {
      ...base,
      idempotencyKey: 'export-new-002',
      address: '3 New Street',
      map: true,
      createdAt: new Date('2026-11-05T00:00:00Z'),
    },
  ]);
}, 180_000);

describe('orders:export', () => {
  it('writes every order with a header line and reads back field for field', async () => {
    const db = await getDb();
    const [{ n }] = (await db.execute(sql`select count(*)::int as n from vacation_guide_orders`)).rows as [
      { n: number },
    ];
    const { csv, count } = await exportOrdersCsv(null);
    const rows = parseCsv(csv);
    expect(rows[0]).toEqual([...ORDER_CSV_COLUMNS]);
    expect(count).toBe(n);
    expect(rows).toHaveLength(n + 1);
  });

  it('keeps only the orders on or after --since, oldest first, with quoting intact', async () => {
    const { csv, count } = await exportOrdersCsv(parseExportArgs(['--since', '2026-11-01']).since);
    expect(count).toBe(2);
    const [header, harper, third] = parseCsv(csv);
    const record = Object.fromEntries(header!.map((name, i) => [name, harper![i]]));
    expect(record).toMatchObject({
      first_name: 'Harper',
      last_name: 'Lee, "Nelle"',
      company: `'=HYPERLINK("x")`,
      address: '120 Mockingbird Lane\nUnit B',
      address2: 'Apt 4',
      city: 'Monroeville',
      state: 'AL',
      zip: '36460-1234',
      newsletter: 'yes',
      map: 'no',
      interests: 'Arts;History',
      ordered_at: '2026-11-02T09:30:00.000Z',
    });
    expect(third![header!.indexOf('address')]).toBe('3 New Street');
  });

  it('reads --since in both spellings and refuses a date that is not one', () => {
    expect(parseExportArgs(['--since=2026-11-01']).since?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(parseExportArgs(['--out', 'x.csv'])).toEqual({ since: null, out: 'x.csv' });
    expect(() => parseExportArgs(['--since', '2026-02-30'])).toThrow('not a calendar date');
    expect(() => parseExportArgs(['--since', '11/01/2026'])).toThrow('YYYY-MM-DD');
    expect(() => parseExportArgs(['--until', '2026-11-01'])).toThrow('Unknown');
    expect(() => parseExportArgs(['--until', '2026-11-01'])).toThrow(
      'Usage: npm run orders:export -- [--since YYYY-MM-DD] [--out orders.csv]',
    );
    // and what it does, in the same message: an operator reads no other help.
    expect(() => parseExportArgs(['--until', '2026-11-01'])).toThrow('as CSV; to stdout unless --out is given.');
    // The whole value is a date, not a date with something before or after it.
    expect(() => parseExportArgs(['--since', '2026-11-01T00'])).toThrow('YYYY-MM-DD');
    expect(() => parseExportArgs(['--since', 'x2026-11-01'])).toThrow('YYYY-MM-DD');
  });

  it('writes an order with no company, second line, newsletter or map as empty fields and "no"', async () => {
    const { csv } = await exportOrdersCsv(parseExportArgs(['--since', '2026-11-05']).since);
    const [, row] = parseCsv(csv);
    const field = (name: string) => row![ORDER_CSV_COLUMNS.indexOf(name as (typeof ORDER_CSV_COLUMNS)[number])];
    expect([field('company'), field('address2'), field('newsletter'), field('map'), field('interests')]).toEqual([
      '',
      '',
      'no',
      'yes',
      '',
    ]);
  });

  it('quotes commas, quotes and line breaks, and defuses spreadsheet formulas', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
  });
});

import { NextRequest } from 'next/server';
import { GET as exportTrip } from '@/app/api/trips/[id]/export/route';
import { inRequestScope, signedInSession } from '../support/session-scope';

// The calendar export's first day is checked before it is used: any text that is not a real day is
// a 400 naming `start`, never a RangeError from an Invalid Date (a 500).
let cookie: string;
beforeAll(async () => {
  ({ cookie } = await signedInSession('export.start@example.com'));
}, 120_000);

async function exportWith(start: string): Promise<{ status: number; field?: string }> {
  const url = new URL('/api/trips/999999/export?format=ics', 'http://localhost:3000');
  url.searchParams.set('start', start);
  const request = new NextRequest(url, { headers: { cookie } });
  const response = await inRequestScope(request, () =>
    exportTrip(request, { params: Promise.resolve({ id: '999999' }) }),
  );
  const body = (await response.json()) as { error?: { field?: string } };
  return { status: response.status, field: body.error?.field };
}

it.each([
  'abc',
  '',
  '2027-13-45',
  '2027-00-10',
  '9999-99-99',
  '2027-02-30',
  '1899-12-31',
  'a\u0000b',
  '2027-04-09T00:00',
])('start=%j is a 400 naming start', async (start) => {
  expect(await exportWith(start)).toEqual({ status: 400, field: 'start' });
});

it('a real first day passes the check (the trip then is not found)', async () => {
  expect((await exportWith('2027-04-09')).status).toBe(404);
});

import { eq } from 'drizzle-orm';
import { POST as createFeedback } from '@/app/api/feedback/createFeedback/route';
import { POST as createHelpfulness } from '@/app/api/feedback/createHelpfulness/route';
import { FEEDBACK } from '@/components/feedback/messages';
import { getDb } from '@/lib/db/client';
import { feedback, helpfulness } from '@/lib/db/schema';
import { post, rowCount } from '../forms/support';

const HELPFUL = '/api/feedback/createHelpfulness';
const FEEDBACK_URL = '/api/feedback/createFeedback';
const now = () => new Date().toISOString();

async function rate(Rating: number, Path = '/article/gulf-shores?from=home') {
  const { status, body } = await post(createHelpfulness, HELPFUL, { Rating, Timestamp: now(), Path, Feedback: [] });
  expect(status).toBe(201);
  return body.recordId as string;
}

// The first use migrates and seeds the database, which is slow on a busy machine.
beforeAll(() => getDb(), 180_000);

describe('POST /api/feedback/createHelpfulness', () => {
  it.each([3, 1.5, 0])('stores rating %s with the full path and returns its recordId', async (Rating) => {
    const recordId = await rate(Rating);
    expect(recordId).toMatch(/^[0-9a-f-]{36}$/);
    const db = await getDb();
    const [row] = await db.select().from(helpfulness).where(eq(helpfulness.id, recordId));
    expect(row).toMatchObject({ rating: Rating, path: '/article/gulf-shores?from=home' });
  });

  it.each([
    ['rating 2', { Rating: 2 }, 'Rating'],
    ['rating 5', { Rating: 5 }, 'Rating'],
    ['rating as text', { Rating: '3' }, 'Rating'],
    ['rating -1 (unset)', { Rating: -1 }, 'Rating'],
    ['no timestamp', { Timestamp: undefined }, 'Timestamp'],
    ['a timestamp that is not a date', { Timestamp: 'yesterday' }, 'Timestamp'],
    ['no path', { Path: '' }, 'Path'],
    ['a full URL of another site as path', { Path: 'https://example.com/x' }, 'Path'],
    ['feedback already filled in', { Feedback: ['x'] }, 'Feedback'],
  ])('refuses %s with a 400 and stores nothing', async (_name, change, field) => {
    const before = await rowCount(helpfulness);
    const response = await post(createHelpfulness, HELPFUL, {
      Rating: 3,
      Timestamp: now(),
      Path: '/videos',
      Feedback: [],
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    expect(await rowCount(helpfulness)).toBe(before);
  });
});

describe('POST /api/feedback/createFeedback', () => {
  const send = (body: Record<string, unknown>) =>
    post(createFeedback, FEEDBACK_URL, { Timestamp: now(), Status: 'To Review', Issues: [], ...body });

  it('stores the note and reasons for a rating, with status To Review', async () => {
    const recordId = await rate(0);
    const { status } = await send({
      Helpfulness: [recordId],
      Note: 'The hours are out of date.',
      Issues: ['Outdated', 'Inaccurate'],
    });
    expect(status).toBe(201);
    const db = await getDb();
    const [row] = await db.select().from(feedback).where(eq(feedback.helpfulnessId, recordId));
    expect(row).toMatchObject({
      note: 'The hours are out of date.',
      issues: ['Outdated', 'Inaccurate'],
      status: 'To Review',
    });
  });

  it('accepts a note with no reasons after a rating of 3', async () => {
    const recordId = await rate(3);
    expect((await send({ Helpfulness: [recordId], Note: 'Found the parade route.' })).status).toBe(201);
  });

  it('refuses feedback whose helpfulness record does not exist with a 404 and stores nothing', async () => {
    const before = await rowCount(feedback);
    const response = await send({
      Helpfulness: ['0b7c2a4e-1f5d-4c1a-9f59-3f3f0b1a2c3d'],
      Note: 'Hello',
      Issues: ['Outdated'],
    });
    expect(response.status).toBe(404);
    // The message a client shows, as a literal (mutation testing found an emptied message passed).
    expect(response.body.error.message).toBe('No helpfulness record has this recordId.');
    expect(await rowCount(feedback)).toBe(before);
  });

  it('refuses a second feedback for the same rating', async () => {
    const recordId = await rate(1.5);
    expect((await send({ Helpfulness: [recordId], Note: 'One', Issues: ['Incomplete'] })).status).toBe(201);
    const before = await rowCount(feedback);
    const second = await send({ Helpfulness: [recordId], Note: 'Two', Issues: ['Incomplete'] });
    expect(second.status).toBe(409);
    expect(second.body.error.message).toBe('Feedback for this rating was already sent.');
    expect(await rowCount(feedback)).toBe(before);
  });

  it('refuses a rating below 3 with no reason', async () => {
    const recordId = await rate(1.5);
    const before = await rowCount(feedback);
    const response = await send({ Helpfulness: [recordId], Note: 'Meh' });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe('Issues');
    expect(response.body.error.message).toContain(FEEDBACK.optionRequired);
    expect(await rowCount(feedback)).toBe(before);
  });

  it.each([
    ['an empty note', { Note: '' }, 'Note', FEEDBACK.noteRequired],
    ['a blank note', { Note: '   ' }, 'Note', FEEDBACK.noteRequired],
    ['no note', { Note: undefined }, 'Note', FEEDBACK.noteRequired],
    ['an unknown issue', { Issues: ['Too long'] }, 'Issues.0', undefined],
    ['a status other than To Review', { Status: 'Done' }, 'Status', undefined],
    ['a helpfulness id that is not a uuid', { Helpfulness: ['42'] }, 'Helpfulness.0', undefined],
    [
      'two helpfulness ids',
      { Helpfulness: ['0b7c2a4e-1f5d-4c1a-9f59-3f3f0b1a2c3d', '0b7c2a4e-1f5d-4c1a-9f59-3f3f0b1a2c3e'] },
      'Helpfulness',
      undefined,
    ],
  ])('refuses %s with a 400 and stores nothing', async (_name, change, field, message) => {
    const recordId = await rate(0);
    const before = await rowCount(feedback);
    const response = await send({ Helpfulness: [recordId], Note: 'Something', Issues: ['Outdated'], ...change });
    expect(response.status).toBe(400);
    expect(response.body.error.field).toBe(field);
    if (message) expect(response.body.error.message).toContain(message);
    expect(await rowCount(feedback)).toBe(before);
  });
});

import { FEEDBACK } from '@/components/feedback/messages';
import { FeedbackSchema, HelpfulnessSchema } from '@/lib/feedback/schema';
import { long, UUID, zodData, zodIssues } from './support';

// The form rules as a client meets them: what each schema accepts (and turns it into) and the
// message each refusal shows, at the edges of every limit. Messages written inside lib/validation
// are spelled out here, so that a changed or emptied message fails a test.

const helpfulness = { Rating: 3, Timestamp: '2024-05-01T12:00:00Z', Path: '/things-to-do' };
const TIMESTAMP_MESSAGE = 'must be an ISO date-time or epoch milliseconds';

describe('HelpfulnessSchema (POST createHelpfulness)', () => {
  it('keeps the record as sent, with an empty Feedback list', () => {
    expect(zodData(HelpfulnessSchema, helpfulness)).toEqual({
      Rating: 3,
      Timestamp: new Date('2024-05-01T12:00:00Z'),
      Path: '/things-to-do',
      Feedback: [],
    });
  });

  it.each([3, 1.5, 0])('accepts the rating %d', (Rating) => {
    expect(zodIssues(HelpfulnessSchema, { ...helpfulness, Rating })).toEqual([]);
  });

  it.each([
    ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
    ['9999-12-31T23:59:59Z', '9999-12-31T23:59:59.000Z'],
    ['2024-05-01T12:00:00+02:00', '2024-05-01T10:00:00.000Z'],
    [1, '1970-01-01T00:00:00.001Z'],
    [Date.parse('9999-12-31T23:59:59.999Z'), '9999-12-31T23:59:59.999Z'],
  ])('accepts the Timestamp %j as %s', (Timestamp, expected) => {
    const data = zodData(HelpfulnessSchema, { ...helpfulness, Timestamp }) as { Timestamp: Date };
    expect(data.Timestamp.toISOString()).toBe(expected);
  });

  it.each([
    '0000-01-01T00:00:00Z',
    '0001-01-01T00:00:00+01:00',
    '9999-12-31T23:59:59-01:00',
    Date.parse('+010000-01-01T00:00:00Z'),
    1.5,
    true,
    undefined,
  ])('refuses the Timestamp %j', (Timestamp) => {
    expect(zodIssues(HelpfulnessSchema, { ...helpfulness, Timestamp })).toEqual([['Timestamp', TIMESTAMP_MESSAGE]]);
  });

  it.each(['10000-01-01T00:00:00Z', 'yesterday', 0])('refuses the Timestamp %j, naming the field', (Timestamp) => {
    expect(zodIssues(HelpfulnessSchema, { ...helpfulness, Timestamp }).map(([path]) => path)).toEqual(['Timestamp']);
  });

  it.each([
    [{ Rating: 2 }, [['Rating', 'must be 3, 1.5 or 0']]],
    [{ Rating: '3' }, [['Rating', 'must be 3, 1.5 or 0']]],
    [{ Path: '/x' }, []],
    [{ Path: `/${long(1999)}` }, []],
    [{ Path: `/${long(2000)}` }, [['Path', 'must be at most 2000 characters']]],
    [{ Path: '//evil.example.com' }, [['Path', 'must be a path on this site, starting with /']]],
    [{ Path: 'x' }, [['Path', 'must be a path on this site, starting with /']]],
    [
      { Path: '' },
      [
        ['Path', 'is required'],
        ['Path', 'must be a path on this site, starting with /'],
      ],
    ],
    [{ Path: undefined }, [['Path', 'is required']]],
    [{ Path: '/x\uD800' }, [['Path', 'must not contain NUL characters or broken Unicode']]],
    [{ Path: 'x\uD800' }, [['Path', 'must not contain NUL characters or broken Unicode']]],
    [{ Feedback: [] }, []],
    [{ Feedback: [{ Note: 'early' }] }, [['Feedback', 'must be an empty list when the record is created']]],
  ])('with %j: %j', (change, expected) => {
    expect(zodIssues(HelpfulnessSchema, { ...helpfulness, ...change })).toEqual(expected);
  });
});

const feedback = { Helpfulness: [UUID], Note: 'The opening hours are out of date.', Timestamp: 1714564800000 };

describe('FeedbackSchema (POST createFeedback)', () => {
  it('trims the note, keeps each issue once and starts the record as To Review', () => {
    const input = { ...feedback, Note: '  Hours are wrong.  ', Issues: ['Outdated', 'Inaccurate', 'Outdated'] };
    expect(zodData(FeedbackSchema, input)).toEqual({
      Helpfulness: [UUID],
      Note: 'Hours are wrong.',
      Issues: ['Outdated', 'Inaccurate'],
      Timestamp: new Date(1714564800000),
      Status: 'To Review',
    });
  });

  it('takes no issues as an empty list', () => {
    expect(zodData(FeedbackSchema, feedback)).toMatchObject({ Issues: [], Status: 'To Review' });
  });

  const ONE_RECORD = 'must be a list holding one helpfulness recordId';
  it.each([
    [{ Note: long(5000) }, []],
    [{ Note: long(5001) }, [['Note', 'must be at most 5000 characters']]],
    [{ Note: '   ' }, [['Note', FEEDBACK.noteRequired]]],
    [{ Note: undefined }, [['Note', FEEDBACK.noteRequired]]],
    [{ Helpfulness: UUID }, [['Helpfulness', ONE_RECORD]]],
    [{ Helpfulness: [] }, [['Helpfulness', ONE_RECORD]]],
    [{ Helpfulness: [UUID, UUID] }, [['Helpfulness', ONE_RECORD]]],
    [{ Helpfulness: ['42'] }, [['Helpfulness.0', 'must hold the recordId of a helpfulness record']]],
    [
      { Issues: ['Outdated', 'Typo'] },
      [['Issues.1', 'must be among Inaccurate, Broken Links, Outdated, Not Relevant, Need more info, Incomplete']],
    ],
    [{ Status: 'To Review' }, []],
    [{ Status: 'Done' }, [['Status', "must be 'To Review'"]]],
    [{ Timestamp: '0000-01-01T00:00:00Z' }, [['Timestamp', TIMESTAMP_MESSAGE]]],
  ])('with %j: %j', (change, expected) => {
    expect(zodIssues(FeedbackSchema, { ...feedback, ...change })).toEqual(expected);
  });
});

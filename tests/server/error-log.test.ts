import { DrizzleQueryError } from 'drizzle-orm';
import { describeError } from '@/lib/observability/log';

// A failed query is one line in the log with the driver's code and message, never the SQL's
// parameters (they can hold a visitor's email address or trip).
it("a database error keeps the driver's code and message and drops the query and its parameters", () => {
  const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const error = new DrizzleQueryError('select * from visitors where email = $1', ['ada@example.com'], cause);
  const fields = describeError(error);
  expect(fields).toEqual({
    error: 'database Error',
    code: 'ECONNREFUSED',
    message: 'connect ECONNREFUSED 127.0.0.1:5432',
  });
  expect(JSON.stringify(fields)).not.toMatch(/ada@example\.com|select/);
});

it('any other error is its name and the first line of its message', () => {
  expect(describeError(new TypeError('bad thing\n    at frame'))).toEqual({ error: 'TypeError', message: 'bad thing' });
});

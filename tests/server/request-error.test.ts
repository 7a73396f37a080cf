import { DrizzleQueryError } from 'drizzle-orm';
import { onRequestError } from '@/instrumentation';
import { log } from '@/lib/observability/log';

// A request that fails is one log line from instrumentation.ts's onRequestError, carrying the id
// the server entry gave the request and never the failed query's parameters.
const previousRuntime = process.env.NEXT_RUNTIME;
beforeAll(() => (process.env.NEXT_RUNTIME = 'nodejs'));
afterAll(() => (process.env.NEXT_RUNTIME = previousRuntime));

it('writes one line with the request id, the route and the database code, and no parameters', async () => {
  const error = jest.spyOn(log, 'error').mockImplementation(() => undefined);
  const cause = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  const failure = new DrizzleQueryError('select * from trips where owner = $1', ['ada@example.com'], cause);
  await onRequestError(
    failure,
    { path: '/trip/42', method: 'GET', headers: { 'x-request-id': 'req-42' } },
    {
      routerKind: 'App Router',
      routePath: '/trip/[id]',
      routeType: 'render',
      renderSource: 'react-server-components',
      revalidateReason: undefined,
    },
  );
  expect(error).toHaveBeenCalledTimes(1);
  expect(error.mock.calls[0]).toEqual([
    expect.objectContaining({ requestId: 'req-42', route: '/trip/[id]', method: 'GET', code: '57P01' }),
    'request failed',
  ]);
  expect(JSON.stringify(error.mock.calls)).not.toMatch(/ada@example\.com|select \*/);
});

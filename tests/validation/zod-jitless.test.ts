// instrumentation-client.ts turns off zod's eval probe by the global zod reads its settings from, so
// that no page loads zod's core for it. This pins that zod still reads that global.

test.each([
  ['before zod loads', false],
  ['after zod has loaded', true],
])('zod runs without its eval probe when the setting is made %s', async (_when, zodFirst) => {
  jest.resetModules();
  delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
  if (zodFirst) await import('zod');
  await import('@/instrumentation-client');
  const { z } = await import('zod');
  expect(z.config().jitless).toBe(true);
  const probe = jest.spyOn(globalThis, 'Function');
  expect(z.object({ name: z.string() }).parse({ name: 'Vulcan' })).toEqual({ name: 'Vulcan' });
  expect(probe).not.toHaveBeenCalled();
});

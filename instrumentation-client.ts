// Zod's fast path first probes for eval with `new Function("")`. The site's policy forbids eval, and
// Firefox reports even a caught probe as a page error (docs/SECURITY.md, "No eval in any engine"): in
// the browser, validation runs without the probe. Set on the global object zod keeps its settings in,
// whether zod has loaded yet or not (`z.config()` would bring zod's core into every page's first
// script); tests/validation/zod-jitless.test.ts checks that zod still keeps them there.
const zodSettings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
(zodSettings.__zod_globalConfig ??= {}).jitless = true;

// A module of its own (the test imports it).
export {};

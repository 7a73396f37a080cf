import { config } from 'zod/v4/core';

// Zod's fast path first probes for eval with `new Function("")`. The site's policy forbids eval, and
// Firefox reports even a caught probe as a page error (docs/SECURITY.md, "Content-Security-Policy"):
// in the browser, validation runs without the probe.
config({ jitless: true });

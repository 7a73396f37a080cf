// The main flows (flows.mjs) in Firefox ESR and WebKitGTK against a running production build.
//   npx tsx tests/browsers/run.mjs http://127.0.0.1:3260 [firefox] [webkit]
// Fails on the first failed step of a flow and on any console error or uncaught error in the page.
// scripts/ci/browsers.sh serves the e2e build and runs this under xvfb-run (WebKit needs a display).
import { tmpdir } from 'node:os';
import { firefox, webkit } from './drivers.mjs';
import { flows } from './flows.mjs';

const [base = 'http://127.0.0.1:3260', ...asked] = process.argv.slice(2);
const engines = { firefox, webkit };
const chosen = asked.length > 0 ? asked : Object.keys(engines);
const SHOTS = process.env.BROWSER_SHOTS_DIR ?? tmpdir();
const only = process.env.BROWSER_FLOWS ? new RegExp(process.env.BROWSER_FLOWS) : null;

let failures = 0;
for (const engine of chosen) {
  const browser = await engines[engine](base);
  console.log(`${browser.name}`);
  const state = {};
  for (const [name, flow] of flows) {
    if (only && !only.test(name)) continue;
    const started = Date.now();
    let problem = null;
    try {
      await flow(browser, state, base);
    } catch (error) {
      problem = error instanceof Error ? error.message : String(error);
      // A picture of the page as the step failed, for the CI log's reader.
      const shot = `${SHOTS}/${engine}-${name.replace(/\W+/g, '-').slice(0, 40)}.png`;
      if (
        await browser.screenshot(shot).then(
          () => true,
          () => false,
        )
      )
        problem += ` (screenshot: ${shot})`;
    }
    const errors = await browser.errors();
    if (errors.length > 0)
      problem = [problem, ...errors.map((e) => `console error: ${e}`)].filter(Boolean).join('\n    ');
    if (problem) failures++;
    console.log(
      `  ${problem ? '✗' : '✓'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)${problem ? `\n    ${problem}` : ''}`,
    );
  }
  await browser.close();
}
console.log(failures ? `${failures} flow(s) failed` : 'every flow passed in every engine');
process.exit(failures ? 1 : 0);

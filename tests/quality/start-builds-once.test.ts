import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm start` builds only on a machine with no build (README, "Deploying"): a build that exists is
// served as it is, whatever SITE_URL says. The npm that runs the script (npm_execpath) and the
// site's server (server.mjs in the folder it starts in) are stand-ins that note what they were
// asked to do, so no real build or server is needed.
const ROOT = path.join(__dirname, '..', '..');

let dir: string;
const asked = () => fs.readFileSync(path.join(dir, 'asked.log'), 'utf8');
const standIn = (name: string) =>
  `require('node:fs').appendFileSync('asked.log', ${JSON.stringify(name)} + ' ' + process.argv.slice(2).join(' ') + ' for ' + process.env.SITE_URL + '\\n');`;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-builds-once-'));
  fs.writeFileSync(path.join(dir, 'npm-stand-in.js'), standIn('npm'));
  fs.writeFileSync(
    path.join(dir, 'server.mjs'),
    "import fs from 'node:fs';\nfs.appendFileSync('asked.log', 'server on ' + process.env.PORT + ' for ' + process.env.SITE_URL + '\\n');\n",
  );
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function npmStart(env: Record<string, string> = {}) {
  return spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'start.mjs')], {
    cwd: dir,
    env: { PATH: process.env.PATH, NODE_ENV: 'test', npm_execpath: path.join(dir, 'npm-stand-in.js'), ...env },
    encoding: 'utf8',
  });
}

test('a fresh machine: npm start builds once, for the address it serves', () => {
  expect(npmStart({ PORT: '3190' }).status).toBe(0);
  expect(asked()).toBe('npm run build for http://localhost:3190\nserver on 3190 for http://localhost:3190\n');
});

test('a build that exists is served, not built again, for another address too', () => {
  fs.mkdirSync(path.join(dir, '.next'));
  fs.writeFileSync(path.join(dir, '.next', 'BUILD_ID'), 'made-in-ci');
  npmStart({ SITE_URL: 'https://staging.alabama.travel' });
  npmStart({ SITE_URL: 'https://alabama.travel' });
  expect(asked()).toBe(
    'server on 3000 for https://staging.alabama.travel\nserver on 3000 for https://alabama.travel\n',
  );
  expect(fs.readFileSync(path.join(dir, '.next', 'BUILD_ID'), 'utf8')).toBe('made-in-ci');
});

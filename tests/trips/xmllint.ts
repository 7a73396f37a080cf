import { spawnSync } from 'node:child_process';

/**
 * Debian's xmllint (libxml2-utils), installed the way scripts/ensure-chromium.sh installs
 * Chromium when it is missing and we are root; null when it cannot be had.
 */
export function xmllint(): string | null {
  const found = () => spawnSync('sh', ['-c', 'command -v xmllint'], { encoding: 'utf8' }).stdout.trim() || null;
  const path = found();
  if (path) return path;
  if (process.getuid?.() !== 0 || !spawnSync('sh', ['-c', 'command -v apt-get']).stdout.length) return null;
  console.warn('Installing libxml2-utils (xmllint) from Debian\u2019s packages for the GPX schema test...');
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
  spawnSync('apt-get', ['install', '-y', '-qq', 'libxml2-utils'], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return found();
}

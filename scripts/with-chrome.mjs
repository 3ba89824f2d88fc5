/**
 * Runs a command with CHROME_PATH pointing at a Chromium (CONTRACT.md §1): CHROME_PATH,
 * else /usr/bin/chromium; when there is none, installs Debian's package where it can
 * (root with apt-get), else says exactly what to do. Test tools never download a browser.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROME_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function findChrome() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((file) => existsSync(file));
  if (found) return found;
  if (process.env.CHROME_PATH) {
    console.error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist.`);
    process.exit(1);
  }
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('Chromium not found: installing Debian package "chromium" with apt-get…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    [
      'No Chromium found. The browser and end-to-end tests need one. Either:',
      '  - install it: sudo apt-get update && sudo apt-get install -y chromium   (Debian/Ubuntu)',
      '  - or point at an installed Chrome/Chromium: CHROME_PATH=/path/to/chrome npm test',
    ].join('\n'),
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.log(findChrome());
    process.exit(0);
  }
  const chrome = findChrome();
  const local = `node_modules/.bin/${command}`;
  const result = spawnSync(existsSync(local) ? local : command, args, {
    stdio: 'inherit',
    env: { ...process.env, CHROME_PATH: chrome },
  });
  process.exit(result.status ?? 1);
}

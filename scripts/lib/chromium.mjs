// Finds a Chromium for Playwright: CHROME_PATH, then Debian's /usr/bin/chromium, then a browser
// Playwright installed itself. When none is found, `ensureChromium` asks Playwright to download
// its own (a machine with internet goes on); offline that fails and the help text is printed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    const require = createRequire(new URL('../../e2e/package.json', import.meta.url));
    const { chromium } = require('@playwright/test');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright not installed or no browser of its own
  }
  return null;
}

/**
 * A Chromium path, downloading Playwright's own when none is installed. `install` is replaceable
 * for tests; it answers whether the download succeeded.
 */
export function ensureChromium(install = installPlaywrightChromium) {
  const found = findChromium();
  if (found) return found;
  console.log('No Chromium found: asking Playwright to download its own (needs internet)...');
  return install() ? findChromium() : null;
}

function installPlaywrightChromium() {
  const e2eDir = fileURLToPath(new URL('../../e2e', import.meta.url));
  const result = spawnSync('pnpm', ['exec', 'playwright', 'install', 'chromium'], {
    cwd: e2eDir,
    stdio: 'inherit',
    timeout: 10 * 60_000,
  });
  return result.status === 0;
}

export const CHROMIUM_HELP = [
  'No Chromium found for the browser tests. Install one of:',
  '  - Debian/Ubuntu: sudo apt-get install -y chromium',
  '  - any OS with internet: pnpm --filter @pango/e2e exec playwright install chromium',
  '  - or point CHROME_PATH at an existing Chrome/Chromium binary.',
].join('\n');

/**
 * Lighthouse mobile audit of /signin on a sandbox this script starts (issue 5 "Performance"): builds the app
 * when dist/ is missing, starts the server on a free port with a throw-away data directory, runs Lighthouse 12
 * (mobile form factor and throttling, the defaults) in headless Chromium and prints the performance and
 * accessibility scores. Not part of `npm test` (it is slow and its timings depend on the machine).
 *
 *   npx tsx scripts/lighthouse.ts            # CHROME_PATH defaults to /usr/bin/chromium
 *   npx tsx scripts/lighthouse.ts --path=/signin?banner=meadowlark
 *   npx tsx scripts/lighthouse.ts --path=/rx/dashboard --signed-in   # as shopper@example.com on a remembered
 *                                                                    # browser (the pharmacy's dashboard, issue 10)
 *   LH_JSON=/tmp/lhr.json npx tsx scripts/lighthouse.ts     # also writes the whole report
 */
import { freePort } from './free-port';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { loadConfig } from '../server/config';
import { startSandbox } from '../server/main';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { signedInCookies } from './sandbox-session';

async function main() {
  const path = process.argv.find((a) => a.startsWith('--path='))?.slice('--path='.length) ?? '/signin';
  const signedIn = process.argv.includes('--signed-in');
  if (!existsSync('dist/index.html')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  process.env.CHROME_PATH ??= CHROMIUM_PATH;
  let port = await freePort();
  // The second origin is PORT + 1: find a pair that is free.
  while (port > 65000) port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'lighthouse-sandbox-'));
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    // Only a signed-in audit needs the remember-device helper.
    ...(signedIn ? { SANDBOX_HELPERS: 'on' } : {}),
  });
  const sandbox = await startSandbox({ config, log: () => {} });
  const chrome = await chromeLauncher.launch({
    chromeFlags: CHROMIUM_ARGS,
    chromePath: process.env.CHROME_PATH,
  });
  try {
    const url = `${sandbox.appUrl}${path}`;
    // One warm-up run (server caches, PGlite), then the measured run.
    const options = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility'],
      ...(signedIn ? { extraHeaders: { Cookie: await signedInCookies(sandbox.appUrl) } } : {}),
    };
    await lighthouse(url, options);
    const result = await lighthouse(url, options);
    const categories = result?.lhr.categories;
    const score = (key: string) => Math.round((categories?.[key]?.score ?? 0) * 100);
    const audits = result?.lhr.audits ?? {};
    console.log(
      `Lighthouse ${result?.lhr.lighthouseVersion} mobile audit of ${path}${signedIn ? ' (signed in)' : ''}`,
    );
    console.log(`  performance:   ${score('performance')}`);
    console.log(`  accessibility: ${score('accessibility')}`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ]) {
      console.log(`  ${id}: ${audits[id]?.displayValue ?? 'n/a'}`);
    }
    // LH_JSON=<file> keeps the whole report (every audit, the network requests) for a closer look.
    if (process.env.LH_JSON) writeFileSync(process.env.LH_JSON, JSON.stringify(result?.lhr));
    // Which element was the largest paint, and the phases of its time (what to work on next).
    const lcp = audits['largest-contentful-paint-element']?.details as
      | { items?: { items?: { node?: { snippet?: string }; phase?: string; timing?: number }[] }[] }
      | undefined;
    for (const table of lcp?.items ?? [])
      for (const row of table.items ?? [])
        console.log(`  lcp ${row.node?.snippet ?? `${row.phase}: ${Math.round(row.timing ?? 0)} ms`}`);
  } finally {
    chrome.kill();
    await sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

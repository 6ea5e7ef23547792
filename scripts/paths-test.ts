/**
 * `npm run paths:test -- FILE…`: runs the test files `npm run paths -- <machine> --playwright --out FILE` wrote, with
 * the project's own end-to-end runner (vitest + playwright-core, the system Chromium). It starts a sandbox the way
 * `npm start` does (SANDBOX_HELPERS=on, a fresh data directory) and stops it at the end; with APP_URL=<url> it runs
 * against an `npm start` already running there instead (SANDBOX_HELPERS=on npm start). docs/qa.md "Running
 * generated paths". `--json FILE` also writes Vitest's JSON report. Exits with Vitest's code.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startVitest } from 'vitest/node';
import { isMain } from './is-main';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export const PATHS_TEST_HELP = `Usage: npm run paths:test -- FILE... [--json REPORT.json] [-t NAME]

Runs generated path tests (npm run paths -- <machine> --playwright --out FILE) in Chromium against a sandbox
started like npm start (SANDBOX_HELPERS=on, fresh data). APP_URL=http://localhost:8080 uses an npm start that is
already running (start it with SANDBOX_HELPERS=on).`;

/** The deepest folder holding every file. */
function commonDir(files: readonly string[]): string {
  let dir = dirname(files[0]!);
  while (!files.every((f) => f === dir || f.startsWith(dir.endsWith(sep) ? dir : dir + sep)))
    dir = dirname(dir);
  return dir;
}

export async function runPathTests(args: readonly string[]): Promise<number> {
  const rest = [...args];
  const option = (name: string) => {
    const at = rest.indexOf(name);
    if (at === -1) return undefined;
    const value = rest[at + 1];
    rest.splice(at, 2);
    return value;
  };
  if (rest.includes('--help') || rest.includes('-h')) {
    console.log(PATHS_TEST_HELP);
    return 0;
  }
  const json = option('--json');
  const name = option('-t');
  const files = rest.map((f) => resolve(f));
  if (files.length === 0 || files.some((f) => !existsSync(f))) {
    console.error(
      `${files.length === 0 ? 'Name the generated test files.' : `No such file: ${files.filter((f) => !existsSync(f)).join(', ')}`}\n\n${PATHS_TEST_HELP}`,
    );
    return 2;
  }
  const dir = commonDir(files);
  const vitest = await startVitest(
    'test',
    [],
    {
      root: REPO,
      config: false,
      watch: false,
      dir,
      include: files.map((f) => relative(dir, f).split(sep).join('/')),
      globalSetup: [join(REPO, 'tests/e2e/support/paths-setup.ts')],
      environment: 'node',
      fileParallelism: false,
      testTimeout: 120_000,
      hookTimeout: 120_000,
      reporters: json ? ['default', 'json'] : ['default'],
      ...(json ? { outputFile: { json: resolve(json) } } : {}),
      ...(name ? { testNamePattern: name } : {}),
    },
    { server: { fs: { strict: false } } },
  );
  const failed = vitest ? vitest.state.getCountOfFailedTests() > 0 || process.exitCode === 1 : true;
  await vitest?.close();
  return failed ? 1 : 0;
}

if (isMain(import.meta.url)) {
  runPathTests(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

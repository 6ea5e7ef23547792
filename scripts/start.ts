/**
 * `npm start`: builds the app when dist/ is missing or older than its sources, then runs the sandbox
 * (server/main.ts): database under DATA_DIR (or DATABASE_URL), migrations, seed if empty, app on PORT,
 * second origin on PORT + 1. Run with `tsx scripts/start.ts`. The sandbox helpers stay off unless
 * SANDBOX_HELPERS=on (docs/security.md); the start-up banner says which.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../server/main';

/** What the browser build is made of: a change to any of these makes dist/ stale. */
const BUILD_INPUTS = [
  'index.html',
  '__inspector',
  'vite.config.ts',
  'package-lock.json',
  '.env',
  'src',
  'ui',
  'machines',
  'api',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIsStale(distDir: string, root = process.cwd()): boolean {
  const built = join(distDir, 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(root, input)) > builtAt);
}

function viteBuild(): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('npx', ['vite', 'build'], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) =>
      code === 0
        ? resolvePromise()
        : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}

await main(process.env, {
  beforeStart: async (config) => {
    if (process.env.SKIP_BUILD === '1' || !buildIsStale(config.distDir)) return;
    console.log(
      `${config.distDir}/ is missing or older than the sources: building the app (npx vite build)…`,
    );
    await viteBuild();
  },
});

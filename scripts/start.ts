/**
 * `npm start`: builds the app when dist/index.html is missing, then runs the sandbox (server/main.ts):
 * database under DATA_DIR (or DATABASE_URL), migrations, seed if empty, app on PORT, second origin on
 * PORT + 1. Run with `tsx scripts/start.ts`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { main } from '../server/main';

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
    if (existsSync(join(config.distDir, 'index.html'))) return;
    console.log(`${config.distDir}/index.html is missing: building the app first (npx vite build)…`);
    await viteBuild();
  },
});

// @vitest-environment node
/** The inspector is off in a production build unless VITE_INSPECTOR=on: no /__inspector entry and no live-mode
 *  bridge in the app's bundle; with it on, the inspector is its own page whose code the app never loads. Flow
 *  reporting (VITE_FLOW_REPORTING) is its own switch; each part is a lazy chunk, never in the first load. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INSPECTOR_CHANNEL } from '../../src/inspectionRuntime';

const dirs: string[] = [];
function viteBuild(inspector: 'on' | 'off', flowReporting: 'on' | 'off'): string {
  const outDir = mkdtempSync(join(tmpdir(), `inspector-${inspector}-`));
  dirs.push(outDir);
  const run = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        VITE_INSPECTOR: inspector,
        VITE_FLOW_REPORTING: flowReporting,
        WALLET_LIB_SKIP: '1',
      },
    },
  );
  expect(run.status, run.stderr).toBe(0);
  return outDir;
}
/** The app's own JS: every file of the app build's manifest (the inspector's separate build writes none). */
function appJs(dir: string, only?: (chunk: { isEntry?: boolean }) => boolean): string {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; isEntry?: boolean }
  >;
  return Object.values(manifest)
    .filter((chunk) => !only || only(chunk))
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(dir, file), 'utf8'))
    .join('\n');
}

/** Modules the app loads lazily (dynamic entries of the manifest). */
function lazyModules(dir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { isDynamicEntry?: boolean }
  >;
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([name]) => name);
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('inspector in builds', () => {
  it('is left out of a production build without VITE_INSPECTOR=on (no page, no bridge); flow reporting is its own switch', () => {
    const dir = viteBuild('off', 'on');
    expect(existsSync(join(dir, 'index.html'))).toBe(true);
    expect(existsSync(join(dir, '__inspector'))).toBe(false);
    expect(appJs(dir).includes(INSPECTOR_CHANNEL)).toBe(false);
    // Reporting on: its own lazy chunk; live mode's is not built.
    expect(lazyModules(dir)).toContain('src/flowReport.ts');
    expect(lazyModules(dir)).not.toContain('src/inspectionRuntime.ts');
  }, 300_000); // a production build: a minute alone, several with other work on the machine

  it('with VITE_INSPECTOR=on is its own page; the app only carries the bridge (lazily); no reporting when off', () => {
    const dir = viteBuild('on', 'off');
    expect(lazyModules(dir)).toContain('src/inspectionRuntime.ts');
    expect(lazyModules(dir)).not.toContain('src/flowReport.ts');
    expect(appJs(dir, (c) => c.isEntry === true).includes(INSPECTOR_CHANNEL)).toBe(false);
    const html = readFileSync(join(dir, '__inspector', 'index.html'), 'utf8');
    const script = /src="\/assets\/(inspector-[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(appJs(dir).includes(INSPECTOR_CHANNEL)).toBe(true);
    // The app's entry never references the inspector's chunk.
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).not.toContain('inspector');
    expect(appJs(dir).includes('inspector-')).toBe(false);
    expect(existsSync(join(dir, 'assets', script!))).toBe(true);
  }, 300_000); // a production build: a minute alone, several with other work on the machine
});

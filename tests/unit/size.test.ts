// @vitest-environment node
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { type Budgets, formatReport, measureRoutes, staticClosure } from '../../scripts/size';

/** Deterministic, poorly compressible content of roughly `n` bytes. */
function noise(n: number, seed: number): string {
  let x = seed;
  let s = '';
  while (s.length < n) {
    x = (x * 1103515245 + 12345) % 2147483648;
    s += x.toString(36);
  }
  return s.slice(0, n);
}

const files: Record<string, string> = {
  'assets/index.js': noise(4000, 1),
  'assets/react.js': noise(6000, 2),
  'assets/shared.js': noise(2000, 3),
  'assets/SignInRoute.js': noise(1500, 4),
  'assets/HealthRoute.js': noise(1000, 5),
  'assets/graph.js': noise(3000, 6),
  'assets/Inspector.js': noise(500, 7),
  'assets/index.css': noise(800, 8),
  'assets/SignInRoute.css': noise(300, 9),
};

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: [
      'src/routes/SignInRoute.tsx',
      'src/routes/HealthRoute.tsx',
      'src/inspector/Inspector.tsx',
    ],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js', name: 'react' },
  '_shared.js': { file: 'assets/shared.js', name: 'shared', imports: ['_react.js'] },
  'src/routes/SignInRoute.tsx': {
    file: 'assets/SignInRoute.js',
    src: 'src/routes/SignInRoute.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js', '_react.js'],
    css: ['assets/SignInRoute.css', 'assets/index.css'],
  },
  'src/routes/HealthRoute.tsx': {
    file: 'assets/HealthRoute.js',
    src: 'src/routes/HealthRoute.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js', 'node_modules/@xstate/graph/dist/index.js'],
  },
  'node_modules/@xstate/graph/dist/index.js': {
    file: 'assets/graph.js',
    src: 'node_modules/@xstate/graph/dist/index.js',
  },
  // Lazy and never reached statically from a route: must not count or trip the forbidden check.
  'src/inspector/Inspector.tsx': {
    file: 'assets/Inspector.js',
    src: 'src/inspector/Inspector.tsx',
    isDynamicEntry: true,
    imports: ['node_modules/@xstate/graph/dist/index.js'],
  },
};

const gz = (file: string) => gzipSync(files[file]!, { level: 9 }).byteLength;
const read = (file: string) => {
  const content = files[file];
  if (content === undefined) throw new Error(`unexpected read of ${file}`);
  return content;
};

const forbidden = ['server/', 'tests/', 'node_modules/@xstate/graph', 'src/inspector'];

function budgets(routes: Budgets['routes']): Budgets {
  return { routes, forbiddenInFirstLoad: forbidden };
}

describe('measureRoutes', () => {
  it('follows static imports only', () => {
    expect(staticClosure(manifest, 'index.html')).toEqual(['index.html', '_react.js']);
    expect(staticClosure(manifest, 'src/routes/SignInRoute.tsx').sort()).toEqual(
      ['_react.js', '_shared.js', 'src/routes/SignInRoute.tsx'].sort(),
    );
  });

  it('sums the de-duplicated closure of the entry and the route module', () => {
    const report = measureRoutes(
      manifest,
      read,
      budgets([
        { route: '/signin', modules: ['src/routes/SignInRoute.tsx'], maxJsGzipKb: 100, maxCssGzipKb: 20 },
      ]),
    );
    const route = report.routes[0]!;
    expect(route.files.map((f) => f.file).sort()).toEqual(
      [
        'assets/index.js',
        'assets/react.js',
        'assets/shared.js',
        'assets/SignInRoute.js',
        'assets/index.css',
        'assets/SignInRoute.css',
      ].sort(),
    );
    const js = ['assets/index.js', 'assets/react.js', 'assets/shared.js', 'assets/SignInRoute.js'];
    expect(route.jsGzipBytes).toBe(js.reduce((n, f) => n + gz(f), 0));
    expect(route.cssGzipBytes).toBe(gz('assets/index.css') + gz('assets/SignInRoute.css'));
    expect(route.forbidden).toEqual([]);
    expect(route.ok).toBe(true);
    expect(report.ok).toBe(true);
  });

  it('flags a route over its JS or CSS budget (1 kB = 1000 bytes)', () => {
    const jsBytes = [
      'assets/index.js',
      'assets/react.js',
      'assets/shared.js',
      'assets/SignInRoute.js',
    ].reduce((n, f) => n + gz(f), 0);
    const justUnder = (jsBytes - 1) / 1000;
    const report = measureRoutes(
      manifest,
      read,
      budgets([
        {
          route: '/signin',
          modules: ['src/routes/SignInRoute.tsx'],
          maxJsGzipKb: justUnder,
          maxCssGzipKb: 20,
        },
        {
          route: '/exact',
          modules: ['src/routes/SignInRoute.tsx'],
          maxJsGzipKb: jsBytes / 1000,
          maxCssGzipKb: 0.01,
        },
      ]),
    );
    expect(report.routes[0]).toMatchObject({ jsOk: false, cssOk: true, ok: false });
    expect(report.routes[1]).toMatchObject({ jsOk: true, cssOk: false, ok: false });
    expect(report.ok).toBe(false);
    expect(formatReport(report)).toContain('OVER');
  });

  it('detects a forbidden module in a first-load chunk', () => {
    const report = measureRoutes(
      manifest,
      read,
      budgets([
        { route: '/health', modules: ['src/routes/HealthRoute.tsx'], maxJsGzipKb: 500, maxCssGzipKb: 20 },
      ]),
    );
    const route = report.routes[0]!;
    expect(route.jsOk).toBe(true);
    expect(route.forbidden).toEqual(
      expect.arrayContaining([
        {
          chunk: 'src/routes/HealthRoute.tsx',
          module: 'node_modules/@xstate/graph/dist/index.js',
          prefix: 'node_modules/@xstate/graph',
        },
      ]),
    );
    expect(route.ok).toBe(false);
    expect(formatReport(report)).toContain('FORBIDDEN');
  });

  it('fails loudly when a route module or the entry is missing from the manifest', () => {
    const missing = measureRoutes(
      manifest,
      read,
      budgets([
        {
          route: '/account/profile',
          modules: ['src/routes/ProfileRoute.tsx'],
          maxJsGzipKb: 500,
          maxCssGzipKb: 20,
        },
      ]),
    );
    expect(missing.ok).toBe(false);
    expect(missing.routes[0]!.errors).toEqual([expect.stringContaining('src/routes/ProfileRoute.tsx')]);

    const { 'index.html': _entry, ...withoutEntry } = manifest;
    const noEntry = measureRoutes(
      withoutEntry,
      read,
      budgets([
        { route: '/signin', modules: ['src/routes/SignInRoute.tsx'], maxJsGzipKb: 500, maxCssGzipKb: 20 },
      ]),
    );
    expect(noEntry.ok).toBe(false);
    expect(noEntry.routes[0]!.errors).toEqual([expect.stringContaining('index.html')]);
  });

  it('rejects malformed budgets', () => {
    expect(() => measureRoutes(manifest, read, { routes: [] } as unknown as Budgets)).toThrow();
  });
});

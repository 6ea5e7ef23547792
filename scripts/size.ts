/**
 * First-load size budgets per route.
 *
 *   npx tsx scripts/size.ts [--no-build] [--json] [--budgets config/budgets.json] [--dist dist]
 *
 * Builds with `npx vite build` (unless --no-build), reads the Vite manifest (`build.manifest: true`,
 * `dist/.vite/manifest.json`) and, for every route of config/budgets.json, sums the gzip size (level 9) of the
 * JS and CSS the route loads first: the static-import closure of the HTML entry plus the static-import
 * closure of the route's lazy module(s), each file counted once. Exits 1 when a route is over budget,
 * when a first-load chunk contains a forbidden module, or when a route's module is not in the manifest.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import * as z from 'zod';
import { formatEmbeds, measureEmbeds } from './size-embeds';
import { isMain } from './is-main';

export const budgetsSchema = z.object({
  /** Manifest key of the HTML entry every route loads first. */
  entry: z.string().default('index.html'),
  routes: z
    .array(
      z.object({
        route: z.string().min(1),
        modules: z.array(z.string().min(1)).min(1),
        maxJsGzipKb: z.number().positive(),
        maxCssGzipKb: z.number().positive(),
      }),
    )
    .min(1),
  forbiddenInFirstLoad: z.array(z.string().min(1)).default([]),
});

export type Budgets = z.input<typeof budgetsSchema>;

export interface FileSize {
  file: string;
  kind: 'js' | 'css';
  gzipBytes: number;
}

export interface ForbiddenHit {
  /** Manifest key of the first-load chunk. */
  chunk: string;
  /** The `src` or `imports` key that matched. */
  module: string;
  prefix: string;
}

export interface RouteSize {
  route: string;
  modules: string[];
  files: FileSize[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  maxJsGzipKb: number;
  maxCssGzipKb: number;
  jsOk: boolean;
  cssOk: boolean;
  forbidden: ForbiddenHit[];
  /** Problems that make the measurement meaningless (missing entry or module). */
  errors: string[];
  /** Route modules that are already in the entry's static closure (not code-split). */
  notSplit: string[];
  ok: boolean;
}

export interface SizeReport {
  entry: string;
  routes: RouteSize[];
  ok: boolean;
}

/** 1 kB = 1000 bytes. */
export const KB = 1000;

const isJs = (file: string) => /\.(m?js)$/.test(file);
const isCss = (file: string) => file.endsWith('.css');

/** Manifest keys reachable from `start` through static `imports` (including `start`), in visit order. */
export function staticClosure(manifest: Manifest, start: string): string[] {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    const key = queue.shift()!;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) continue;
    seen.add(key);
    for (const imported of chunk.imports ?? []) queue.push(imported);
  }
  return [...seen];
}

function suggestions(manifest: Manifest, key: string): string {
  const base =
    key
      .split('/')
      .pop()
      ?.replace(/\.[^.]+$/, '') ?? key;
  const near = Object.keys(manifest).filter((k) => k.includes(base));
  return near.length > 0 ? ` (similar keys: ${near.join(', ')})` : '';
}

/**
 * Pure measurement: `readFile` returns the bytes of a built file given its manifest `file` path
 * (relative to the output directory).
 */
export function measureRoutes(
  manifest: Manifest,
  readFile: (file: string) => Uint8Array | string,
  budgets: Budgets,
): SizeReport {
  const config = budgetsSchema.parse(budgets);
  const gzipCache = new Map<string, number>();
  const gzipSize = (file: string): number => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFile(file), { level: 9 }).byteLength;
      gzipCache.set(file, size);
    }
    return size;
  };

  const entryMissing = !manifest[config.entry];
  const entryClosure = entryMissing ? [] : staticClosure(manifest, config.entry);

  const routes = config.routes.map((budget): RouteSize => {
    const errors: string[] = [];
    if (entryMissing) {
      errors.push(
        `entry "${config.entry}" is not in the Vite manifest${suggestions(manifest, config.entry)}`,
      );
    }
    const notSplit: string[] = [];
    const keys = new Set(entryClosure);
    for (const module of budget.modules) {
      const chunk = manifest[module];
      if (!chunk) {
        errors.push(`module "${module}" is not in the Vite manifest${suggestions(manifest, module)}`);
        continue;
      }
      if (entryClosure.includes(module)) notSplit.push(module);
      for (const key of staticClosure(manifest, module)) keys.add(key);
    }

    const files: FileSize[] = [];
    const seenFiles = new Set<string>();
    const forbidden: ForbiddenHit[] = [];
    const add = (file: string, kind: 'js' | 'css') => {
      if (seenFiles.has(file)) return;
      seenFiles.add(file);
      files.push({ file, kind, gzipBytes: gzipSize(file) });
    };
    for (const key of keys) {
      const chunk = manifest[key]!;
      if (isJs(chunk.file)) add(chunk.file, 'js');
      else if (isCss(chunk.file)) add(chunk.file, 'css');
      for (const css of chunk.css ?? []) add(css, 'css');

      const candidates = [key, chunk.src, ...(chunk.imports ?? [])].filter((m): m is string => Boolean(m));
      for (const prefix of config.forbiddenInFirstLoad) {
        const module = candidates.find((m) => m.startsWith(prefix));
        if (module) forbidden.push({ chunk: key, module, prefix });
      }
    }

    const jsGzipBytes = files.filter((f) => f.kind === 'js').reduce((n, f) => n + f.gzipBytes, 0);
    const cssGzipBytes = files.filter((f) => f.kind === 'css').reduce((n, f) => n + f.gzipBytes, 0);
    const jsOk = jsGzipBytes <= budget.maxJsGzipKb * KB;
    const cssOk = cssGzipBytes <= budget.maxCssGzipKb * KB;
    return {
      route: budget.route,
      modules: budget.modules,
      files,
      jsGzipBytes,
      cssGzipBytes,
      maxJsGzipKb: budget.maxJsGzipKb,
      maxCssGzipKb: budget.maxCssGzipKb,
      jsOk,
      cssOk,
      forbidden,
      errors,
      notSplit,
      ok: jsOk && cssOk && forbidden.length === 0 && errors.length === 0,
    };
  });

  return { entry: config.entry, routes, ok: routes.every((r) => r.ok) };
}

const kb = (bytes: number) => (bytes / KB).toFixed(1);

function pad(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
}

/** Human-readable table per route. */
export function formatReport(report: SizeReport): string {
  const out: string[] = [];
  for (const r of report.routes) {
    out.push(`\n${r.route}  (${r.modules.join(', ')})  ${r.ok ? 'OK' : 'FAIL'}`);
    const rows: string[][] = [['file', 'kind', 'gzip kB', 'budget kB', 'status']];
    for (const f of [...r.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      rows.push([f.file, f.kind, kb(f.gzipBytes), '', '']);
    }
    rows.push([
      `JS total (${r.files.filter((f) => f.kind === 'js').length} files)`,
      'js',
      kb(r.jsGzipBytes),
      String(r.maxJsGzipKb),
      r.jsOk ? 'OK' : 'OVER',
    ]);
    rows.push([
      `CSS total (${r.files.filter((f) => f.kind === 'css').length} files)`,
      'css',
      kb(r.cssGzipBytes),
      String(r.maxCssGzipKb),
      r.cssOk ? 'OK' : 'OVER',
    ]);
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
    for (const row of rows) out.push(`  ${pad(row, widths)}`);
    for (const e of r.errors) out.push(`  ERROR: ${e}`);
    for (const h of r.forbidden) {
      out.push(`  FORBIDDEN: first-load chunk "${h.chunk}" contains "${h.module}" (matches "${h.prefix}")`);
    }
    for (const m of r.notSplit) out.push(`  note: ${m} is in the entry's static imports (not lazy-loaded)`);
  }
  const failed = report.routes.filter((r) => !r.ok).map((r) => r.route);
  out.push(
    failed.length === 0
      ? `\nsize: ${report.routes.length} route(s) within budget`
      : `\nsize: FAILED for ${failed.join(', ')}`,
  );
  return out.join('\n');
}

function argValue(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function main(): void {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const budgetsPath = resolve(root, argValue(args, '--budgets') ?? 'config/budgets.json');
  const dist = resolve(root, argValue(args, '--dist') ?? 'dist');

  if (!args.includes('--no-build')) {
    // Build output goes to stderr so that --json keeps stdout clean.
    const build = spawnSync('npx', ['vite', 'build'], { cwd: root, stdio: ['ignore', 2, 2] });
    if (build.status !== 0) {
      console.error(`size: vite build failed (exit ${build.status ?? build.signal})`);
      process.exit(1);
    }
  }

  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`size: ${manifestPath} not found. The Vite config must set build.manifest: true.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const parsed = budgetsSchema.safeParse(JSON.parse(readFileSync(budgetsPath, 'utf8')));
  if (!parsed.success) {
    console.error(`size: invalid ${budgetsPath}\n${z.prettifyError(parsed.error)}`);
    process.exit(1);
  }

  const report = measureRoutes(manifest, (file) => readFileSync(join(dist, file)), parsed.data);
  // Separately built embeds (the payment wallet library): config/budgets.json "embeds", scripts/size-embeds.ts.
  const embeds = measureEmbeds(root, JSON.parse(readFileSync(budgetsPath, 'utf8')));
  if (json) console.log(JSON.stringify({ ...report, embeds }, null, 2));
  else console.log(`${formatReport(report)}${embeds.length ? `\n${formatEmbeds(embeds)}` : ''}`);
  if (!report.ok || embeds.some((e) => !e.ok)) process.exit(1);
}

/** True when this file is the script being run (not imported by a test); symlink-safe. */

if (isMain(import.meta.url)) main();

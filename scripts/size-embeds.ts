/**
 * Size budgets of the separately built embeds (payment wallet library build, dist-wallet/), printed and
 * enforced by `npm run size` next to the route budgets (config/budgets.json "embeds").
 *
 * - measure "all": every JS and CSS file the embed directory holds (the plain-HTML embed is one IIFE + CSS,
 *   React included as preact/compat), i.e. everything a host page downloads for the widget;
 * - measure "firstLoad": the entry plus its static imports (followed through the files) plus the CSS, i.e.
 *   what must arrive before the widget renders; the lazy chunks (flyout screens, the API client loaded by
 *   the first call) are reported separately.
 * gzip level 9, 1 kB = 1000 bytes, as for the routes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as z from 'zod';

export const embedBudgetsSchema = z.array(
  z.object({
    name: z.string().min(1),
    dir: z.string().min(1),
    entry: z.string().min(1),
    measure: z.enum(['all', 'firstLoad']),
    maxGzipKb: z.number().positive(),
  }),
);
export type EmbedBudget = z.infer<typeof embedBudgetsSchema>[number];

export interface EmbedSize {
  name: string;
  measure: 'all' | 'firstLoad';
  measuredBytes: number;
  lazyBytes: number;
  files: Array<{ file: string; gzipBytes: number; lazy: boolean }>;
  maxGzipKb: number;
  ok: boolean;
  error?: string;
}

const gz = (path: string) => gzipSync(readFileSync(path), { level: 9 }).byteLength;

function staticImports(dir: string, entry: string): string[] {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(join(dir, file))) continue;
    seen.add(file);
    const code = readFileSync(join(dir, file), 'utf8');
    // Static `import ... from"./x.js"` and `import"./x.js"` (not `import("./x.js")`).
    for (const m of code.matchAll(/\bimport\s*(?:[\w${},*\s]+from\s*)?["']\.\/([^"']+\.js)["']/g))
      queue.push(m[1]!);
    for (const m of code.matchAll(/\bexport\s*[\w${},*\s]*from\s*["']\.\/([^"']+\.js)["']/g))
      queue.push(m[1]!);
  }
  return [...seen];
}

export function measureEmbed(root: string, budget: EmbedBudget): EmbedSize {
  const dir = join(root, budget.dir);
  const base = { name: budget.name, measure: budget.measure, maxGzipKb: budget.maxGzipKb };
  if (!existsSync(join(dir, budget.entry))) {
    return {
      ...base,
      measuredBytes: 0,
      lazyBytes: 0,
      files: [],
      ok: false,
      error: `${budget.dir}/${budget.entry} is missing (build first)`,
    };
  }
  const all = readdirSync(dir).filter((f) => /\.(js|css)$/.test(f) && statSync(join(dir, f)).isFile());
  const first = new Set(
    budget.measure === 'all'
      ? all
      : [...staticImports(dir, budget.entry), ...all.filter((f) => f.endsWith('.css'))],
  );
  const files = all.map((file) => ({ file, gzipBytes: gz(join(dir, file)), lazy: !first.has(file) }));
  const measuredBytes = files.filter((f) => !f.lazy).reduce((n, f) => n + f.gzipBytes, 0);
  const lazyBytes = files.filter((f) => f.lazy).reduce((n, f) => n + f.gzipBytes, 0);
  return { ...base, measuredBytes, lazyBytes, files, ok: measuredBytes <= budget.maxGzipKb * 1000 };
}

export function formatEmbeds(sizes: EmbedSize[]): string {
  const kb = (b: number) => (b / 1000).toFixed(1);
  const out: string[] = [];
  for (const s of sizes) {
    out.push(
      `\n${s.name}  (${s.measure === 'all' ? 'all JS + CSS' : 'first load JS + CSS'})  ${s.ok ? 'OK' : 'FAIL'}`,
    );
    for (const f of [...s.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      out.push(`  ${f.file.padEnd(40)} ${kb(f.gzipBytes).padStart(6)} kB${f.lazy ? '  (lazy)' : ''}`);
    }
    out.push(
      `  total ${kb(s.measuredBytes)} kB gzip, budget ${s.maxGzipKb} kB${s.lazyBytes ? `; lazy chunks ${kb(s.lazyBytes)} kB more` : ''}`,
    );
    if (s.error) out.push(`  ERROR: ${s.error}`);
  }
  return out.join('\n');
}

/** Reads config/budgets.json "embeds" (absent: nothing to measure). */
export function measureEmbeds(root: string, budgetsJson: unknown): EmbedSize[] {
  const raw = (budgetsJson as { embeds?: unknown }).embeds;
  if (raw === undefined) return [];
  return embedBudgetsSchema.parse(raw).map((b) => measureEmbed(root, b));
}

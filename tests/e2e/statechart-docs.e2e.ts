/**
 * Every Mermaid diagram in docs/statecharts/ (written by `npm run docs:statecharts` from the registered charts)
 * renders with Mermaid 11, the version the docs' readers use, in Chromium with its real fonts, and is at most
 * 1280 px wide: a larger chart is drawn as an overview plus one diagram per compound state, in parts when one
 * holds many states (src/inspector/markdown.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MACHINES } from '../../machines/registry';
import { launchBrowser } from './support/browser';
import { REPO_ROOT } from './support/server';

const DIR = join(REPO_ROOT, 'docs', 'statecharts');
const MAX_WIDTH = 1280;

interface Diagram {
  file: string;
  index: number;
  code: string;
}

function diagrams(): Diagram[] {
  return readdirSync(DIR)
    .filter((f) => f.endsWith('.md'))
    .flatMap((file) =>
      [...readFileSync(join(DIR, file), 'utf8').matchAll(/```mermaid\n([\s\S]*?)\n```/g)].map((m, index) => ({
        file,
        index,
        code: m[1]!,
      })),
    );
}

describe('docs/statecharts in Mermaid 11', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: MAX_WIDTH, height: 800 } });
    await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
    await page.addScriptTag({ path: join(REPO_ROOT, 'node_modules', 'mermaid', 'dist', 'mermaid.min.js') });
    await page.evaluate(() =>
      (window as unknown as { mermaid: { initialize: (c: object) => void } }).mermaid.initialize({
        startOnLoad: false,
      }),
    );
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('uses Mermaid 11', async () => {
    const version = await page.evaluate(
      () => (window as unknown as { mermaid: { version?: string } }).mermaid.version ?? '',
    );
    const installed = JSON.parse(
      readFileSync(join(REPO_ROOT, 'node_modules', 'mermaid', 'package.json'), 'utf8'),
    ) as { version: string };
    expect(installed.version).toMatch(/^11\./);
    expect(version === '' || version.startsWith('11.')).toBe(true);
  });

  it('every diagram of every registered chart renders, at most 1280 px wide', async () => {
    const all = diagrams();
    // One file per registered machine, each with its overview.
    expect(new Set(all.map((d) => d.file))).toEqual(new Set(MACHINES.map((m) => `${m.id}.md`)));
    const problems: string[] = [];
    for (const [n, d] of all.entries()) {
      const result = await page.evaluate(
        async ({ code, id }) => {
          const mermaid = (
            window as unknown as {
              mermaid: { render: (id: string, code: string) => Promise<{ svg: string }> };
            }
          ).mermaid;
          try {
            const { svg } = await mermaid.render(id, code);
            const out = document.getElementById('out')!;
            out.innerHTML = svg;
            const drawn = out.querySelector('svg')!;
            const width = drawn.viewBox.baseVal?.width || drawn.getBoundingClientRect().width;
            return { width, error: null };
          } catch (error) {
            return { width: 0, error: error instanceof Error ? error.message : String(error) };
          }
        },
        { code: d.code, id: `diagram-${n}` },
      );
      if (result.error) problems.push(`${d.file} diagram ${d.index + 1}: ${result.error}`);
      else if (result.width > MAX_WIDTH)
        problems.push(`${d.file} diagram ${d.index + 1}: ${Math.round(result.width)} px wide`);
    }
    expect(problems).toEqual([]);
    expect(all.length).toBeGreaterThanOrEqual(MACHINES.length);
  }, 300_000);
});

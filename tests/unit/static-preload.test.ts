// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryAfterFirstPaint, preloadTags, withServerRender } from '../../server/routes/static';

const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/routes/SignInRoute.tsx': {
    file: 'assets/SignInRoute.js',
    imports: ['_shared.js', '_form.js'],
    css: ['assets/signin.css'],
  },
  '_form.js': { file: 'assets/form.js' },
  'src/routes/HealthRoute.tsx': { file: 'assets/HealthRoute.js' },
};
const routes = [
  { route: '/signin', modules: ['src/routes/SignInRoute.tsx'] },
  { route: '/health', modules: ['src/routes/HealthRoute.tsx'] },
];

describe('route module preload in the served index.html', () => {
  it("preloads the route's page module and what it imports beyond the entry", () => {
    const tags = preloadTags(manifest, '/signin', routes);
    expect(tags).toContain('href="/assets/SignInRoute.js"');
    expect(tags).toContain('href="/assets/form.js"');
    expect(tags).not.toContain('shared.js'); // already preloaded with the entry
    // Its stylesheet from the start: a server-rendered page must not shift when the lazy chunk adds it.
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/signin.css">');
  });
  it('matches nested paths to their route and adds nothing for unknown paths', () => {
    expect(preloadTags(manifest, '/health/anything', routes)).toContain('HealthRoute.js');
    expect(preloadTags(manifest, '/elsewhere', routes)).toBe('');
    expect(preloadTags({}, '/signin', routes)).toBe('');
  });
});

const INDEX = [
  '<!doctype html><html lang="en"><head><title>Grocery</title>',
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/runtime.js"></head>',
  '<body><div id="root"></div></body></html>',
].join('');

describe('a server-rendered page in the served index.html', () => {
  const page = {
    html: '<main><h1>Sign In</h1><p>$& and $1 stay as they are</p></main>',
    title: 'FreshWay Market',
    htmlAttributes: { 'data-banner': 'freshway', style: '--brand-primary: #1b6b3a;' },
  };
  it('puts the first render into the root, marked for hydration, with the banner on <html> and its title', () => {
    const html = withServerRender(INDEX, page, 'n0nce');
    expect(html).toContain(`<div id="root" data-ssr="">${page.html}</div>`);
    // The theme is a nonce'd style rule, not an inline style attribute (the CSP refuses those).
    expect(html).toContain('<html lang="en" data-banner="freshway">');
    expect(html).toContain('<style nonce="n0nce">:root[data-banner]{--brand-primary: #1b6b3a;}</style>');
    expect(html).not.toContain('style="');
    expect(html).toContain('<title>FreshWay Market</title>');
    expect(html).not.toContain('Grocery');
  });
  it('asks for no code before the first paint: the HTML has no script preload and no module script to run', () => {
    const html = entryAfterFirstPaint(INDEX, 'n0nce');
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<link rel="preload"');
    expect(html).toContain('<script type="module" nonce="n0nce">');
  });

  /** Runs the page's inline script with a fake document and paint observer; answers what it did when. */
  function runInlineScript(visibility: 'visible' | 'hidden') {
    const html = entryAfterFirstPaint(INDEX, 'n0nce');
    const body = /<script type="module" nonce="n0nce">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const imported: string[] = [];
    let paintObserver: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
    const timers: [() => void, number][] = [];
    const document = {
      visibilityState: visibility,
      createElement: () => ({ rel: '', href: '', crossOrigin: null as string | null }),
      head: { append: (l: (typeof appended)[number]) => appended.push({ ...l }) },
    };
    class PerformanceObserver {
      constructor(cb: typeof paintObserver) {
        paintObserver = cb;
      }
      observe() {}
    }
    const setTimeout = (fn: () => void, ms: number) => timers.push([fn, ms]);
    new Function(
      'document',
      'PerformanceObserver',
      'setTimeout',
      '__import',
      body.replaceAll('import(', '__import('),
    )(document, PerformanceObserver, setTimeout, (src: string) => imported.push(src));
    const paint = (name: string) => paintObserver?.({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    return { appended, imported, paint, timers };
  }

  it('on the first contentful paint preloads all the code at once, then imports the entry, once', () => {
    const run = runInlineScript('visible');
    expect(run.imported).toEqual([]);
    run.paint('first-paint');
    expect(run.imported).toEqual([]);
    run.paint('first-contentful-paint');
    expect(run.appended).toEqual([{ rel: 'modulepreload', href: '/assets/runtime.js', crossOrigin: '' }]);
    expect(run.imported).toEqual(['/assets/index-abc.js']);
    // The late guard (1 second) finds it started.
    expect(run.timers.map(([, ms]) => ms)).toEqual([1000]);
    run.timers[0]?.[0]();
    expect(run.imported).toEqual(['/assets/index-abc.js']);
  });

  it('starts after 1 second without a paint report, and at once in a hidden tab', () => {
    const late = runInlineScript('visible');
    late.timers[0]?.[0]();
    expect(late.imported).toEqual(['/assets/index-abc.js']);
    const hidden = runInlineScript('hidden');
    expect(hidden.imported).toEqual(['/assets/index-abc.js']);
    expect(hidden.timers).toEqual([]);
  });
});

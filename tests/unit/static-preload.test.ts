// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  entryAfterFirstPaint,
  FIRST_PAINT_WAIT_MS,
  preloadTags,
  withServerRender,
} from '../../server/routes/static';

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
  it('starts the app after the first contentful paint, its code fetched at once but at low priority', () => {
    const html = entryAfterFirstPaint(INDEX, 'n0nce');
    expect(html).not.toContain('<script type="module" crossorigin src=');
    expect(html).toContain('<script type="module" nonce="n0nce">');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/index-abc.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/runtime.js">',
    );
    expect(html).toContain('import("/assets/index-abc.js")');
    expect(html).toContain('first-contentful-paint');
    expect(html).toContain(`setTimeout(start,${FIRST_PAINT_WAIT_MS})`);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { preloadTags } from '../../server/routes/static';

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
  });
  it('matches nested paths to their route and adds nothing for unknown paths', () => {
    expect(preloadTags(manifest, '/health/anything', routes)).toContain('HealthRoute.js');
    expect(preloadTags(manifest, '/elsewhere', routes)).toBe('');
    expect(preloadTags({}, '/signin', routes)).toBe('');
  });
});

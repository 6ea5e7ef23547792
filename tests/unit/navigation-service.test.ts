// @vitest-environment node
/**
 * One home per wiring: in-app navigation is a service each app gets from its composition root (src/navigation.ts),
 * not a module-level object another module imports from src/app.tsx and the app reassigns at run time.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createNavigation } from '../../src/navigation';

describe('the navigation service', () => {
  it('is a page load until the router attaches, the router after, a page load again once detached', () => {
    const loads: string[] = [];
    const routed: string[] = [];
    const navigation = createNavigation((to) => loads.push(to));
    navigation.go('/signin');
    const detach = navigation.attach((to) => routed.push(to));
    navigation.go('/rx/tracker');
    detach();
    navigation.go('/rx');
    expect(loads).toEqual(['/signin', '/rx']);
    expect(routed).toEqual(['/rx/tracker']);
  });

  it('belongs to one app: a second app’s router does not move the first', () => {
    const first: string[] = [];
    const second: string[] = [];
    const a = createNavigation(() => {});
    const b = createNavigation(() => {});
    a.attach((to) => first.push(to));
    b.attach((to) => second.push(to));
    a.go('/health');
    expect(first).toEqual(['/health']);
    expect(second).toEqual([]);
  });

  it('an older router’s clean-up does not detach the newer one (StrictMode runs effects twice)', () => {
    const routed: string[] = [];
    const navigation = createNavigation(() => {});
    const detachOld = navigation.attach(() => {});
    navigation.attach((to) => routed.push(to));
    detachOld();
    navigation.go('/rx');
    expect(routed).toEqual(['/rx']);
  });
});

describe('the composition root is imported by the entry points only', () => {
  const root = join(__dirname, '../..');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
    });

  it('no module of src/ but main.tsx and entry-server.tsx imports src/app.tsx', () => {
    const importers = files(join(root, 'src'))
      .filter((path) => /from '(\.\.?\/)+app'|from '\.\/app'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(importers.sort()).toEqual(['src/entry-server.tsx', 'src/main.tsx']);
  });
});

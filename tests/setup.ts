// findBy… and waitFor wait up to 10 s (the default 1 s fails on a loaded machine while a lazy chunk still loads);
// a test that waits for something that never comes fails all the same.
// The DOM matchers and Testing Library matter only where there is a DOM: the files in the node environment (most of
// the suite, and every end-to-end file) do not load them, React DOM included (a quarter of a second each).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
  // The shared DOM project (config/vitest.ci.config.ts) runs its files one after another in one worker, on one
  // document: each file starts from what a file of its own would get, whatever the file before it left there.
  const { freshDocument } = await import('./support/fresh-document');
  const { afterEach, beforeAll } = await import('vitest');
  beforeAll(() => {
    cleanup();
    freshDocument();
  });
  // Testing Library registers its own cleanup when it is first imported, which is once a worker when files share
  // their modules: each file registers it here too (twice is harmless).
  afterEach(() => cleanup());
}

export {};

// findBy… and waitFor wait up to 10 s (the default 1 s fails on a loaded machine while a lazy chunk still loads);
// a test that waits for something that never comes fails all the same.
// The DOM matchers and Testing Library matter only where there is a DOM: the files in the node environment (most of
// the suite, and every end-to-end file) do not load them, React DOM included (a quarter of a second each).
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};

// findBy… and waitFor wait up to 10 s (the default 1 s fails on a loaded machine while a lazy chunk still loads);
// a test that waits for something that never comes fails all the same.
// The DOM matchers and Testing Library matter only where there is a DOM: the files in the node environment (most of
// the suite, and every end-to-end file) do not load them, React DOM included (a quarter of a second each).
/** The address Vitest's jsdom environment opens a document at (its default `url`). */
const FIRST_ADDRESS = 'http://localhost:3000/';

if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
  // The shared DOM project (config/vitest.ci.config.ts) runs its files one after another in one worker, on one
  // document: each file starts from what a file of its own would get (an empty document at the first address, no
  // storage, no cookies), whatever the file before it left there.
  const { afterEach, beforeAll } = await import('vitest');
  beforeAll(() => {
    cleanup();
    document.head.replaceChildren();
    document.body.replaceChildren();
    for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
    document.title = '';
    window.localStorage.clear();
    window.sessionStorage.clear();
    for (const cookie of document.cookie.split(';')) {
      const name = cookie.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    }
    if (window.location.href !== FIRST_ADDRESS) window.history.replaceState(null, '', FIRST_ADDRESS);
  });
  // Testing Library registers its own cleanup when it is first imported, which is once a worker when files share
  // their modules: each file registers it here too (twice is harmless).
  afterEach(() => cleanup());
}

export {};

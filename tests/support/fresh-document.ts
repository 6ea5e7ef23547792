/**
 * What a DOM test file finds when it starts in a document of its own, restored on a document another file used
 * (the shared DOM project of config/vitest.ci.config.ts runs a worker's files on one document; tests/setup.ts calls
 * this before each file): an empty head and body at jsdom's first address, no title, no storage, no cookies.
 * Testing Library's rendered trees are unmounted by its cleanup, which runs first.
 */

/** The address Vitest's jsdom environment opens a document at (its default `url`). */
export const FIRST_ADDRESS = 'http://localhost:3000/';

export function freshDocument(): void {
  document.title = ''; // before the head is emptied: with no <title> left, setting it would add one
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar has no Cookie Store API to clear it with
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  if (window.location.href !== FIRST_ADDRESS) window.history.replaceState(null, '', FIRST_ADDRESS);
}

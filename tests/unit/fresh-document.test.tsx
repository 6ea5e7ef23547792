/**
 * tests/support/fresh-document.ts: a document another test file used, restored to what a file of its own starts
 * with (the shared DOM project of config/vitest.ci.config.ts depends on it).
 */
import { describe, expect, it } from 'vitest';
import { freshDocument } from '../support/fresh-document';

describe('a used document, made fresh for the next file', () => {
  it('has an empty head and body, no title, no storage, no cookies, at http://localhost:3000/', () => {
    const host = document.createElement('div');
    host.className = 'test-host';
    document.body.append(host);
    document.body.setAttribute('data-scroll-locked', 'true');
    document.head.append(document.createElement('style'));
    document.title = 'Secure Checkout | FreshWay Market';
    window.localStorage.setItem('left', '1');
    window.sessionStorage.setItem('left', '1');
    // biome-ignore lint/suspicious/noDocumentCookie: a cookie a page of the app would set, as jsdom keeps it
    document.cookie = 'banner=meadowlark; path=/';
    // biome-ignore lint/suspicious/noDocumentCookie: a second one, so that every cookie is cleared, not the first
    document.cookie = 'other=1; path=/';
    window.history.pushState({}, '', '/rx/checkout?step=2');

    freshDocument();

    expect(document.body.childNodes).toHaveLength(0);
    expect(document.body.getAttributeNames()).toEqual([]);
    expect(document.head.childNodes).toHaveLength(0);
    expect(document.title).toBe('');
    expect(window.localStorage).toHaveLength(0);
    expect(window.sessionStorage).toHaveLength(0);
    expect(document.cookie).toBe('');
    expect(window.location.href).toBe('http://localhost:3000/');
  });

  it('leaves a fresh document as it is', () => {
    freshDocument();
    freshDocument();
    expect(document.body.childNodes).toHaveLength(0);
    expect(window.location.href).toBe('http://localhost:3000/');
  });
});

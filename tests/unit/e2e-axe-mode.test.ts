// @vitest-environment node
/**
 * Which axe mode an end-to-end accessibility scan uses (tests/e2e/support/browser.ts `framesShareOneOrigin`): axe's
 * legacy mode tests only the frames of the page's own origin, so it is chosen only when there is no other; a page
 * with a frame from another origin (the wallet's secure card fields, the sign-in provider stand-in on the sandbox's
 * second origin) keeps the default mode, which tests that frame too.
 */
import { describe, expect, it } from 'vitest';
import { framesShareOneOrigin } from '../e2e/support/browser';

const APP = 'http://localhost:41000/rx/checkout';

describe('the axe mode of an e2e scan', () => {
  it.each([
    ['no frames', [], true],
    ['a frame of the same origin', ['http://localhost:41000/wallet/frame?x=1'], true],
    ['a blank frame (it inherits the page’s origin)', ['about:blank'], true],
    ['a frame not yet navigated', [''], true],
    ['a srcdoc frame', ['about:srcdoc'], true],
    ['a frame on the second origin (the next port)', ['http://localhost:41001/secure-fields'], false],
    ['a frame on another host name of the same port', ['http://127.0.0.1:41000/x'], false],
    ['one same-origin frame and one from another origin', ['about:blank', 'http://localhost:41001/f'], false],
    ['a frame over https on the same host and port', ['https://localhost:41000/x'], false],
  ])('%s: legacy mode %s', (_name, frames, legacy) => {
    expect(framesShareOneOrigin(APP, frames)).toBe(legacy);
  });
});

/**
 * The widget's side of the secure card fields (payment-wallet.md §7): the iframes live on the card-entry
 * origin. This module knows the frames (their URL per mode and the element once it is in the page); the
 * tokenize protocol (secureTokenize.ts) loads after the summary box renders.
 */
export type SecureMode = 'add' | 'edit' | 'pin';

export interface SecureFrames {
  origin: string;
  /** URL of the secure fields page for a mode (the frame checks `parent` against the embedding page). */
  url: (mode: SecureMode) => string;
  /** Called with the iframe element once it is in the page (null when it leaves). */
  register: (mode: SecureMode, frame: HTMLIFrameElement | null) => void;
  frame: (mode: SecureMode) => HTMLIFrameElement | undefined;
  /** A new tokenize request id of these frames (`t1`, `t2`, …): an answer counts only for its own request. */
  nextRequestId: () => string;
}

export function secureFrames(origin: string): SecureFrames {
  const frames = new Map<SecureMode, HTMLIFrameElement>();
  const parent = typeof location === 'undefined' ? '' : location.origin;
  let requests = 0;
  return {
    origin,
    url: (mode) => `${origin}/secure-fields/frame?mode=${mode}&parent=${encodeURIComponent(parent)}`,
    register: (mode, frame) => {
      if (frame) frames.set(mode, frame);
      else frames.delete(mode);
    },
    frame: (mode) => frames.get(mode),
    nextRequestId: () => `t${++requests}`,
  };
}

/**
 * The widget's side of the secure card fields (payment-wallet.md §7): the iframes live on the card-entry
 * origin; the widget asks them to tokenize with postMessage and reads only the registration id / checkout id /
 * pin checkout id, first six and expiry they answer. Both directions check origins: messages go to the
 * secure origin only, and answers count only when they come from that origin and from the frame itself.
 */
import type { SecureFieldResult } from '../../api/contracts/wallet';
import { SECURE_FIELD_TIMEOUT_MS } from '../domain/wallet/constants';

export type SecureMode = 'add' | 'edit' | 'pin';

export class SecureFieldError extends Error {
  override readonly name = 'SecureFieldError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface SecureFields {
  url: (mode: SecureMode) => string;
  register: (mode: SecureMode, frame: HTMLIFrameElement | null) => void;
  tokenize: (mode: SecureMode, signal?: AbortSignal) => Promise<SecureFieldResult>;
  origin: string;
}

let counter = 0;

export function createSecureFields(origin: string, timeoutMs = SECURE_FIELD_TIMEOUT_MS): SecureFields {
  const frames = new Map<SecureMode, HTMLIFrameElement>();
  const parent = typeof location === 'undefined' ? '' : location.origin;
  return {
    origin,
    url: (mode) => `${origin}/secure-fields/frame?mode=${mode}&parent=${encodeURIComponent(parent)}`,
    register: (mode, frame) => {
      if (frame) frames.set(mode, frame);
      else frames.delete(mode);
    },
    tokenize: (mode, signal) =>
      new Promise<SecureFieldResult>((resolve, reject) => {
        const frame = frames.get(mode);
        const target = frame?.contentWindow;
        if (!target) {
          reject(new SecureFieldError('iframe', 'Error loading eProtect iframes.'));
          return;
        }
        const requestId = `t${++counter}`;
        const done = () => {
          clearTimeout(timer);
          window.removeEventListener('message', onMessage);
          signal?.removeEventListener('abort', onAbort);
        };
        const onMessage = (event: MessageEvent) => {
          // Only the secure origin, only our frame, only the answer to this request.
          if (event.origin !== origin || event.source !== target) return;
          const data = event.data as { type?: string; requestId?: string; result?: SecureFieldResult };
          if (data?.type !== 'pw:result' || data.requestId !== requestId || !data.result) return;
          done();
          if (data.result.response === '870') resolve(data.result);
          else
            reject(
              new SecureFieldError(data.result.response, `Secure field response ${data.result.response}`),
            );
        };
        const onAbort = () => {
          done();
          reject(new SecureFieldError('aborted', 'aborted'));
        };
        const timer = setTimeout(() => {
          done();
          reject(new SecureFieldError('timeout', 'Secure field timed out'));
        }, timeoutMs);
        window.addEventListener('message', onMessage);
        signal?.addEventListener('abort', onAbort);
        target.postMessage({ type: 'pw:tokenize', requestId, mode }, origin);
      }),
  };
}

/**
 * The secure card fields' tokenize protocol (payment-wallet.md §7): the widget asks the frame to tokenize with
 * postMessage and reads only the registration id / checkout id / pin checkout id, first six and expiry it
 * answers. Both directions check origins: messages go to the secure origin only, and answers count only when
 * they come from that origin and from the frame itself. 10 s timeout.
 */
import type { SecureFieldResult } from '../../api/contracts/wallet';
import { SECURE_FIELD_TIMEOUT_MS } from '../../domain/wallet/constants';
import type { SecureFrames, SecureMode } from './secureFields';

export class SecureFieldError extends Error {
  override readonly name = 'SecureFieldError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function tokenize(
  frames: SecureFrames,
  mode: SecureMode,
  signal?: AbortSignal,
  timeoutMs = SECURE_FIELD_TIMEOUT_MS,
): Promise<SecureFieldResult> {
  const origin = frames.origin;
  return new Promise<SecureFieldResult>((resolve, reject) => {
    const target = frames.frame(mode)?.contentWindow;
    if (!target) {
      reject(new SecureFieldError('iframe', 'Error loading eProtect iframes.'));
      return;
    }
    const requestId = frames.nextRequestId();
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
        reject(new SecureFieldError(data.result.response, `Secure field response ${data.result.response}`));
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
  });
}

/** The digital vaccine record (pharmacy-portal.md §7.3 dvr) on the shared `rxSecurity` client. */
import { RX_SECURITY_PATHS } from '../contracts/rx-security';
import {
  type SecureMessageResponse,
  type SmartHealthCard,
  secureMessageResponseSchema,
  smartHealthCardSchema,
  type VerifyDvrRequest,
  type VerifyDvrResponse,
  verifyDvrResponseSchema,
} from '../contracts/rx-vaccine-record';
import { rxSecurity } from './rx-security';

const s = (signal?: AbortSignal) => (signal ? { signal } : {});

export const verifyDvr = (body: VerifyDvrRequest, signal?: AbortSignal): Promise<VerifyDvrResponse> =>
  rxSecurity.post(RX_SECURITY_PATHS.verifyDvr, {
    schema: verifyDvrResponseSchema,
    payload: body,
    // §8: a 403 here is "You have surpassed your attempts", not a signed-out session.
    ownForbidden: true,
    ...s(signal),
  });

export const sendDvrSecureMessage = (
  verificationId: string,
  signal?: AbortSignal,
): Promise<SecureMessageResponse> =>
  rxSecurity.post(RX_SECURITY_PATHS.dvrSecureMessage, {
    schema: secureMessageResponseSchema,
    payload: { verificationId },
    ...s(signal),
  });

export const fetchSmartHealthCard = (token: string | null, signal?: AbortSignal): Promise<SmartHealthCard> =>
  rxSecurity.getWithPayload(RX_SECURITY_PATHS.smartHealthCard, {
    schema: smartHealthCardSchema,
    payload: token ? { token } : {},
    ...s(signal),
  });

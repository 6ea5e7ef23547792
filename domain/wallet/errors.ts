/** payment-wallet.md §8 error catalogue: one function picks the message of any failed wallet call. */
import type { ApiError } from '../../api/contracts/common';
import { type AppName, EBT_CARD_EXISTS } from './constants';
import {
  DECLINE_MESSAGES,
  DEFAULT_ERROR_MESSAGES,
  ERROR_MESSAGES,
  FRAUD_MESSAGES,
  VALIDATION_MESSAGES,
  type WalletAction,
  withPhone,
} from './messages';

export interface WalletFailure {
  /** 408 for timeouts, otherwise the HTTP status (0 without a response). */
  status: number;
  code: string | null;
  message: string;
}

/** §8 "Selection of message". */
export function walletErrorMessage(error: ApiError, action: WalletAction, app: AppName): WalletFailure {
  const code = error.code ?? null;
  const pick = (message: string, status = error.status): WalletFailure => ({
    status,
    code,
    message: withPhone(message, app),
  });
  if (error.kind === 'timeout' || code === 'ECONNABORTED') {
    return pick(app === 'membership' ? ERROR_MESSAGES.timeoutMembership : ERROR_MESSAGES.timeout, 408);
  }
  const fallback =
    action === 'getCards' && app === 'membership'
      ? DEFAULT_ERROR_MESSAGES.getCardsMembership
      : DEFAULT_ERROR_MESSAGES[action];
  switch (error.status) {
    case 400:
      return pick(
        error.message === EBT_CARD_EXISTS || code === 'EBT_CARD_EXISTS' ? ERROR_MESSAGES.ebtExists : fallback,
      );
    case 401:
      return pick(ERROR_MESSAGES.sessionExpired);
    case 402:
      if (action === 'ebtBalance') {
        if (code === '55') return pick(ERROR_MESSAGES.invalidPin);
        if (code === '75') return pick(ERROR_MESSAGES.cardLocked);
        return pick(fallback);
      }
      return pick((code && DECLINE_MESSAGES[code]) || ERROR_MESSAGES.declined);
    case 409:
      return pick(ERROR_MESSAGES.conflict);
    case 422:
      return pick((code && FRAUD_MESSAGES[code]) || ERROR_MESSAGES.fraud);
    default:
      return pick(fallback);
  }
}

/** §8 Analytics: 4xx are user-constraint events, 5xx customer-facing service errors; others none. */
export const WALLET_ANALYTICS_EVENTS = {
  userConstraint: 'wallet_user_constraint',
  serviceError: 'wallet_customer_facing_service_error',
} as const;

export function walletAnalyticsEvent(failure: WalletFailure): string | null {
  if (failure.status >= 400 && failure.status < 500) return WALLET_ANALYTICS_EVENTS.userConstraint;
  if (failure.status >= 500) return WALLET_ANALYTICS_EVENTS.serviceError;
  return null;
}

/** §5 secure field response codes. */
export type SecureFieldProblem = 'badCardNumber' | 'badCvv' | 'other';
export function secureFieldProblem(code: string): SecureFieldProblem | null {
  if (code === '870') return null; // success
  if (['871', '872', '873', '874', '876'].includes(code)) return 'badCardNumber';
  if (['881', '882', '883'].includes(code)) return 'badCvv';
  return 'other';
}

/** §8 "secure field failure codes map to generic card error, too short, too long, not numeric, invalid CVV, CVV too short or too long". */
export const SECURE_FIELD_MESSAGES: Readonly<
  Record<string, { field: 'cardNumber' | 'cvv'; message: string }>
> = {
  '871': { field: 'cardNumber', message: VALIDATION_MESSAGES.cardNotNumeric },
  '872': { field: 'cardNumber', message: VALIDATION_MESSAGES.cardTooShort },
  '873': { field: 'cardNumber', message: VALIDATION_MESSAGES.cardTooLong },
  '874': { field: 'cardNumber', message: VALIDATION_MESSAGES.cardInvalid },
  '876': { field: 'cardNumber', message: VALIDATION_MESSAGES.cardInvalid },
  '881': { field: 'cvv', message: VALIDATION_MESSAGES.cvvInvalid },
  '882': { field: 'cvv', message: VALIDATION_MESSAGES.cvvTooShort },
  '883': { field: 'cvv', message: VALIDATION_MESSAGES.cvvTooLong },
};

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? String((error as { code?: unknown }).code ?? '') : '';

/** Secure field answers that are the shopper's field mistakes (§5 codes 871-876, 881-883; the sandbox's 884 for an
 *  invalid expiry and 885 for a PIN of the wrong length): the frame shows them next to the field. */
export function isSecureFieldMistake(error: unknown): boolean {
  const code = codeOf(error);
  return code in SECURE_FIELD_MESSAGES || code === '884' || code === '885';
}

/** The widget's message for a failed secure field request (a response code, a timeout, a frame that never loaded). */
export function secureFieldFailureMessage(error: unknown): string {
  const code = codeOf(error);
  const known = SECURE_FIELD_MESSAGES[code];
  if (known) return known.message;
  if (code === 'iframe' || code === 'timeout') return ERROR_MESSAGES.iframeLoad;
  return ERROR_MESSAGES.cardEntryScript;
}

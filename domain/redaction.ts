/**
 * Redaction for the statechart inspector's live channel (src/inspectionRuntime.ts) and anything else that shows
 * app events outside the tab: an allow-list. A field is shown only when its key is declared safe in SAFE_KEYS;
 * any other key, including one added tomorrow, is redacted until someone adds it here (issue 8, point 9).
 * Pharmacy data (names, birth dates, drugs, rx numbers) is therefore redacted whatever its fields are called.
 * Kept apart from domain/privacy.ts so that the shopper's first load (which carries the analytics rule) does
 * not carry it: only the lazily loaded inspection parts use it.
 */
import { isPersonalKey } from './privacy';

/**
 * Keys whose values the inspector may show (allow-list). A container key (output, error, failure, data, …) is
 * shown as an object whose own keys are judged one by one; a scalar under a safe key is still redacted when it
 * looks like an email or a long number (see `looksPersonal`). Add a key here only when no value it can ever hold
 * is personal or health data; never a key of PERSONAL_DATA_KEYS (a test checks both lists stay apart).
 */
export const SAFE_KEYS = [
  // events and results
  'type',
  'kind',
  'status',
  'statusCode',
  'statusMessage',
  'code',
  'endpoint',
  'reason',
  'outcome',
  'output',
  'error',
  'data',
  'failure',
  'fields',
  'retryAfterSeconds',
  'authenticationState',
  'credentials',
  'info',
  // sign-in, session, navigation
  'force',
  'rememberMe',
  'authLevel',
  'knownMachine',
  'rememberedSessionLapsed',
  'emailVerified',
  'isVerified',
  'authorities',
  'banner',
  'presentation',
  'page',
  'settings',
  'alwaysPrompt',
  'promptForWebView',
  'googleAutoLogin',
  'googleStatus',
  'socialAvailable',
  'socialType',
  'forcePrompt',
  'notice',
  'enabled',
  'autoLogin',
  // retries and counters
  'attempt',
  'attempts',
  'retries',
  'authRetries',
  'intentRetries',
] as const;

const safe = new Set<string>(SAFE_KEYS.map((k) => k.toLowerCase()));

export function isSafeKey(key: string): boolean {
  return safe.has(key.toLowerCase()) && !isPersonalKey(key);
}

export const REDACTED = '[redacted]';
/** Stands for object keys that are themselves data (an email or an rx number used as a key). */
export const REDACTED_KEYS = '[redacted keys]';

/** A value that reads like an email address or a long number (phone, rx number, card, date), whatever separates
 *  its digits (`513-555_0142`, `513.555.0142`, `(513) 555 0142`): never shown. */
export function looksPersonal(text: string): boolean {
  return text.includes('@') || /\d{7,}/.test(text.replace(/[^\p{L}\p{N}]/gu, ''));
}

/** A key name that can be shown as a name (an identifier, not data used as a key). */
const showableKey = (key: string) => /^[A-Za-z_$][\w$-]{0,63}$/.test(key) && !looksPersonal(key);

/** A string that is safe to show as an identifier (event type, actor id): else REDACTED. */
export function scrubText(text: string): string {
  return looksPersonal(text) ? REDACTED : text;
}

/**
 * Deep copy keeping only what the allow-list declares safe: every other key's value is REDACTED, keys that are
 * data themselves are folded into one REDACTED_KEYS count, cycles become '[cycle]' and functions are dropped.
 */
export function redact(value: unknown, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return scalar(value);
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, seen));
  const out: Record<string, unknown> = {};
  let hiddenKeys = 0;
  for (const [key, inner] of Object.entries(value)) {
    if (!showableKey(key)) hiddenKeys += 1;
    else out[key] = isSafeKey(key) ? redact(inner, seen) : REDACTED;
  }
  if (hiddenKeys > 0) out[REDACTED_KEYS] = hiddenKeys;
  return out;
}

function scalar(value: unknown): unknown {
  if (typeof value === 'function') return undefined;
  if (typeof value === 'string') return scrubText(value);
  if (typeof value === 'number' && Number.isFinite(value))
    return looksPersonal(String(value)) ? REDACTED : value;
  return value;
}

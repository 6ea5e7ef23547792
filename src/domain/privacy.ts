/**
 * The one list of payload fields that carry personal or health data. Analytics payloads may never carry
 * them, and the statechart inspector redacts them before an event leaves the app tab.
 */
export const PERSONAL_DATA_KEYS = [
  // identity and contact
  'email',
  'emailAddress',
  'password',
  'newPassword',
  'token',
  'firstName',
  'lastName',
  'name',
  'fullName',
  'phone',
  'phoneNumber',
  'mobilePhoneNumber',
  'homePhoneNumber',
  'contactPhone',
  'address',
  'addressLine1',
  'addressLine2',
  'addressLines',
  'zip',
  'postalCode',
  'dateOfBirth',
  'dob',
  'birthDate',
  'loyaltyCardNumber',
  // payment
  'pan',
  'cardNumber',
  'cvv',
  'pin',
  'encryptedPin',
  'lowValueToken',
  'paymentGram',
  'paymentgram',
  // pharmacy and identity checks
  'answer',
  'answers',
  'securityAnswer',
  'prescriptions',
  'prescription',
  'rxNumber',
  'rxRecords',
  'drugName',
  'patientName',
  'raw',
  'profile',
  'userInfo',
] as const;

const personal = new Set<string>(PERSONAL_DATA_KEYS.map((k) => k.toLowerCase()));

export function isPersonalKey(key: string): boolean {
  return personal.has(key.toLowerCase());
}

export const REDACTED = '[redacted]';

/** Deep copy with every personal field replaced by REDACTED. Cycles and functions are dropped. */
export function redact(value: unknown, seen = new WeakSet<object>()): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' ? undefined : value;
  if (seen.has(value)) return '[cycle]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => redact(v, seen));
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = isPersonalKey(key) ? REDACTED : redact(inner, seen);
  }
  return out;
}

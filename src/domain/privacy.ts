/**
 * Personal and health data, defined once: PERSONAL_DATA_KEYS is the one list of payload fields known to carry
 * personal or health data. Analytics payloads may never carry them (src/domain/analytics.ts), and the tests that
 * check "nothing stored or sent contains personal data" (the flow collector's, the inspector's) use it.
 * What the statechart inspector may show is the other way round, an allow-list: src/domain/redaction.ts.
 */
export const PERSONAL_DATA_KEYS = [
  // identity and contact
  'email',
  'emailAddress',
  'emails',
  'password',
  'newPassword',
  'token',
  'credential',
  'firstName',
  'lastName',
  'middleName',
  'name',
  'fullName',
  'phone',
  'phones',
  'phoneNumber',
  'mobilePhoneNumber',
  'homePhoneNumber',
  'contactPhone',
  'contactInfo',
  'address',
  'addresses',
  'addressLine1',
  'addressLine2',
  'addressLines',
  'cityTown',
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
  'rxNumbers',
  'prescriptionNumber',
  'rxRecords',
  'drugName',
  'drug',
  'medication',
  'medicationName',
  'prescriber',
  'prescriberName',
  'patient',
  'patientName',
  'patients',
  'raw',
  'profile',
  'userInfo',
  // records (issue 12 part 2): history, receipts, the vaccine record
  'loyaltyId',
  'transactions',
  'receipts',
  'doses',
  'vaccineName',
  'lotNumber',
  'verificationId',
  'verifiableCredential',
  'qrNumeric',
] as const;

const personal = new Set<string>(PERSONAL_DATA_KEYS.map((k) => k.toLowerCase()));

export function isPersonalKey(key: string): boolean {
  return personal.has(key.toLowerCase());
}

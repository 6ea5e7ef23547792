/**
 * Patient profile, notification settings and notifications (pharmacy-portal.md §3 "Address", "Notifications",
 * "Patient" notify fields, "Forgot-password state" SMS preferences; §7.1 addresses, loyaltyCardNumber,
 * notification-settings, notifications). Paths are RX_PATHS of ./rx.ts; the sandbox validates with these same
 * schemas. Chosen where the spec gives no shape (docs/choices.md): the addresses answer carries the limit flag,
 * GET notification-settings reads what POST writes, notifications are one list tagged by category.
 */
import * as z from 'zod/mini';
import { patientAddressSchema, patientNumberSchema, patientPhoneSchema, VOICE_PREFERENCES } from './rx';

// ——— Addresses ———

/** §3 "State may be a plain string or an object with value and country". */
export const addressStateSchema = z.union([
  z.string().check(z.maxLength(40)),
  z.object({
    value: z.string().check(z.maxLength(40)),
    country: z.optional(z.string().check(z.maxLength(40))),
  }),
]);
export type AddressStateInput = z.infer<typeof addressStateSchema>;

/** POST /patient/{n}/addresses and PATCH /patient/{n}/addresses/{addressId}: the address shape. */
export const addressRequestSchema = z.object({
  addressDetails: z.object({
    address1: z.string().check(z.maxLength(200)),
    address2: z.optional(z.nullable(z.string().check(z.maxLength(200)))),
    city: z.string().check(z.maxLength(200)),
    state: addressStateSchema,
    zipCode: z.string().check(z.maxLength(20)),
  }),
});
export type AddressRequest = z.infer<typeof addressRequestSchema>;

/** GET /addresses?patientNumber */
export const addressesQuerySchema = z.object({ patientNumber: patientNumberSchema });

/** GET /addresses: the patient's addresses and whether the non-shared limit is reached (§3). */
export const addressesResponseSchema = z.object({
  addresses: z.array(patientAddressSchema),
  addressLimitReached: z.boolean(),
});
export type AddressesResponse = z.infer<typeof addressesResponseSchema>;

/** Path parameters of the address routes. */
export const patientParamSchema = z.object({ patientNumber: patientNumberSchema });
export const addressParamSchema = z.object({
  patientNumber: patientNumberSchema,
  addressId: z.string().check(z.regex(/^[0-9a-f-]{36}$/)),
});

// ——— Loyalty card ———

/** PUT /patient/{n}/loyaltyCardNumber: "PUT body is the number" (a JSON string). */
export const loyaltyCardRequestSchema = z.string().check(z.maxLength(40));

/** PUT and DELETE answer the patient's card and alternate id as stored. */
export const loyaltyCardResponseSchema = z.object({
  loyaltyCardNumber: z.nullable(z.string()),
  alternateId: z.nullable(z.string()),
});
export type LoyaltyCardResponse = z.infer<typeof loyaltyCardResponseSchema>;

// ——— Notification settings ———

/** Text-message preference types (§3 "SMS preferences are keyed by preference type"; the types: chosen). */
export const SMS_PREFERENCE_TYPES = [
  'READY_FOR_PICKUP',
  'REFILL_REMINDER',
  'ORDER_UPDATES',
  'AUTO_REFILL',
] as const;
export type SmsPreferenceType = (typeof SMS_PREFERENCE_TYPES)[number];

export const smsPreferenceSchema = z.object({ type: z.enum(SMS_PREFERENCE_TYPES), selected: z.boolean() });
export type SmsPreference = z.infer<typeof smsPreferenceSchema>;

/** §7.1 "phone with country code USA". */
export const NOTIFICATION_PHONE_COUNTRY = 'USA';
export const notificationPhoneSchema = z.object({
  countryCode: z.literal(NOTIFICATION_PHONE_COUNTRY),
  areaCode: z.string().check(z.regex(/^\d{3}$/)),
  phoneNumber: z.string().check(z.regex(/^\d{7}$/)),
});
export type NotificationPhone = z.infer<typeof notificationPhoneSchema>;

/** POST /notification-settings/{patientNumber}: notify flags, voice preference, the mobile phone, SMS types. */
export const notificationSettingsRequestSchema = z.object({
  notifyByText: z.boolean(),
  notifyByEmail: z.boolean(),
  notifyByVoice: z.boolean(),
  voiceNotificationPreference: z.enum(VOICE_PREFERENCES),
  /** The mobile number texts (and MOBILE voice calls) go to; null keeps none. */
  phone: z.nullable(notificationPhoneSchema),
  smsPreferences: z.optional(z.array(smsPreferenceSchema).check(z.maxLength(SMS_PREFERENCE_TYPES.length))),
});
export type NotificationSettingsRequest = z.infer<typeof notificationSettingsRequestSchema>;

/** GET (and POST's answer): the patient's settings as stored. */
export const notificationSettingsSchema = z.object({
  patientNumber: z.string(),
  notifyByText: z.boolean(),
  notifyByEmail: z.boolean(),
  notifyByVoice: z.boolean(),
  voiceNotificationPreference: z.enum(VOICE_PREFERENCES),
  mobilePhone: z.nullable(patientPhoneSchema),
  homePhone: z.nullable(patientPhoneSchema),
  email: z.nullable(z.string()),
  smsPreferences: z.array(smsPreferenceSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

// ——— Notifications ———

/** §3 "Notifications" types of the prescription and shipment categories. */
export const PRESCRIPTION_NOTIFICATION_TYPES = [
  'READY_FOR_PICKUP',
  'OVERDUE',
  'REFILL_DUE',
  'REFILLABLE',
  'NEVER_FILLED',
  'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
] as const;
export type PrescriptionNotificationType = (typeof PRESCRIPTION_NOTIFICATION_TYPES)[number];
export const SHIPMENT_NOTIFICATION_TYPE = 'SHIPMENT_NOTIFICATION';

/** §3 "patient access (type PENDING, APPROVED or other)": EXPIRING is the other (an access ending soon). */
export const PATIENT_ACCESS_NOTIFICATION_TYPES = ['PENDING', 'APPROVED', 'EXPIRING'] as const;
export type PatientAccessNotificationType = (typeof PATIENT_ACCESS_NOTIFICATION_TYPES)[number];

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const adulthoodNotificationSchema = z.object({
  category: z.literal('ADULTHOOD'),
  notificationId: z.string(),
  patientNumber: z.string(),
  name: z.string(),
  /** The day the child turns 18 (§9 "Adulthood: 18 years"). */
  adulthoodDate: isoDate,
});
export const patientAccessNotificationSchema = z.object({
  category: z.literal('PATIENT_ACCESS'),
  notificationId: z.string(),
  type: z.enum(PATIENT_ACCESS_NOTIFICATION_TYPES),
  patientNumber: z.string(),
  /** The other adult: the caregiver asking or holding access, or the patient whose access the customer holds. */
  careGiver: z.string(),
  customerId: z.string(),
  accessExpiryDate: z.nullable(isoDate),
});
export const prescriptionNotificationSchema = z.object({
  category: z.literal('PRESCRIPTION'),
  notificationId: z.string(),
  type: z.enum(PRESCRIPTION_NOTIFICATION_TYPES),
  drugName: z.string(),
  patientPayAmount: z.nullable(z.number()),
  eventDate: z.nullable(isoDate),
  rxRecordNumber: z.string(),
});
export const shipmentNotificationSchema = z.object({
  category: z.literal('SHIPMENT'),
  notificationId: z.string(),
  type: z.literal(SHIPMENT_NOTIFICATION_TYPE),
  shipmentId: z.string(),
  drugNames: z.array(z.string()),
});

/** One of the four categories, told apart by `category` (a plain union: discriminatedUnion would add its code to
 *  the shopper's first load, where zod's core lives: docs/decisions/004). */
export const notificationSchema = z.union([
  adulthoodNotificationSchema,
  patientAccessNotificationSchema,
  prescriptionNotificationSchema,
  shipmentNotificationSchema,
]);
export type RxNotification = z.infer<typeof notificationSchema>;
export type AdulthoodNotification = z.infer<typeof adulthoodNotificationSchema>;
export type PatientAccessNotification = z.infer<typeof patientAccessNotificationSchema>;
export type PrescriptionNotification = z.infer<typeof prescriptionNotificationSchema>;
export type ShipmentNotification = z.infer<typeof shipmentNotificationSchema>;

/** GET /notifications/{patientNumber}?hasChild */
export const notificationsQuerySchema = z.object({ hasChild: z.optional(z.enum(['true', 'false'])) });
export const notificationsResponseSchema = z.object({ notifications: z.array(notificationSchema) });
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** The annual verification's answers (an adulthood notification: does the customer still manage the patient?). */
export const ANNUAL_VERIFICATION_RESPONSES = ['YES', 'NO'] as const;
export type AnnualVerificationResponse = (typeof ANNUAL_VERIFICATION_RESPONSES)[number];

/** PUT /notifications/dismiss ("body not shown"): which notification, and the annual verification's answer. */
export const dismissNotificationRequestSchema = z.object({
  patientNumber: patientNumberSchema,
  notificationId: z.string().check(z.minLength(1), z.maxLength(200)),
  response: z.optional(z.enum(ANNUAL_VERIFICATION_RESPONSES)),
});
export type DismissNotificationRequest = z.infer<typeof dismissNotificationRequestSchema>;
export const dismissNotificationResponseSchema = z.object({ dismissed: z.string() });

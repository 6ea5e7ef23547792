/**
 * Patient profile, notification settings, notifications (§7.1 on the `rx` client) and patient access (§7.3 on the
 * `rxSecurity` client). Every answer parsed by its contract (api/contracts/rx-profile.ts, rx-patient-access.ts).
 */
import { fillPath } from '../contracts/common';
import { RX_PATHS } from '../contracts/rx';
import {
  type RelationshipsResponse,
  type RelationshipUpdate,
  relationshipsResponseSchema,
  relationshipUpdateResponseSchema,
} from '../contracts/rx-patient-access';
import {
  type AddressesResponse,
  type AddressRequest,
  addressesResponseSchema,
  type DismissNotificationRequest,
  dismissNotificationResponseSchema,
  type LoyaltyCardResponse,
  loyaltyCardResponseSchema,
  type NotificationSettings,
  type NotificationSettingsRequest,
  notificationSettingsSchema,
  notificationsResponseSchema,
  type RxNotification,
} from '../contracts/rx-profile';
import { RX_SECURITY_PATHS } from '../contracts/rx-security';
import { rx } from './rx';
import { rxSecurity } from './rx-security';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /addresses?patientNumber */
export const fetchAddresses = (patientNumber: string, signal?: AbortSignal): Promise<AddressesResponse> =>
  rx.getWithPayload(RX_PATHS.addresses, {
    schema: addressesResponseSchema,
    payload: { patientNumber },
    ...withSignal(signal),
  });

/** POST /patient/{n}/addresses: answers the patient's addresses after the add. */
export const addAddress = (patientNumber: string, address: AddressRequest, signal?: AbortSignal) =>
  rx.post(fillPath(RX_PATHS.patientAddresses, { patientNumber }), {
    schema: addressesResponseSchema,
    payload: address,
    ...withSignal(signal),
  });

/** PATCH /patient/{n}/addresses/{addressId} */
export const updateAddress = (
  patientNumber: string,
  addressId: string,
  address: AddressRequest,
  signal?: AbortSignal,
) =>
  rx.patch(fillPath(RX_PATHS.patientAddress, { patientNumber, addressId }), {
    schema: addressesResponseSchema,
    payload: address,
    ...withSignal(signal),
  });

/** DELETE /patient/{n}/addresses/{addressId} */
export const deleteAddress = (patientNumber: string, addressId: string, signal?: AbortSignal) =>
  rx.delete(fillPath(RX_PATHS.patientAddress, { patientNumber, addressId }), {
    schema: addressesResponseSchema,
    ...withSignal(signal),
  });

/** PUT /patient/{n}/loyaltyCardNumber: "PUT body is the number" (sent as a JSON string). */
export const saveLoyaltyCard = (
  patientNumber: string,
  loyaltyCardNumber: string,
  signal?: AbortSignal,
): Promise<LoyaltyCardResponse> =>
  rx.put(fillPath(RX_PATHS.loyaltyCardNumber, { patientNumber }), {
    schema: loyaltyCardResponseSchema,
    payload: JSON.stringify(loyaltyCardNumber),
    headers: { 'Content-Type': 'application/json' },
    ...withSignal(signal),
  });

/** DELETE /patient/{n}/loyaltyCardNumber */
export const deleteLoyaltyCard = (
  patientNumber: string,
  signal?: AbortSignal,
): Promise<LoyaltyCardResponse> =>
  rx.delete(fillPath(RX_PATHS.loyaltyCardNumber, { patientNumber }), {
    schema: loyaltyCardResponseSchema,
    ...withSignal(signal),
  });

/** GET /notification-settings/{n} (the sandbox's read of what POST writes). */
export const fetchNotificationSettings = (
  patientNumber: string,
  signal?: AbortSignal,
): Promise<NotificationSettings> =>
  rx.get(fillPath(RX_PATHS.notificationSettings, { patientNumber }), {
    schema: notificationSettingsSchema,
    ...withSignal(signal),
  });

/** POST /notification-settings/{n} */
export const saveNotificationSettings = (
  patientNumber: string,
  settings: NotificationSettingsRequest,
  signal?: AbortSignal,
): Promise<NotificationSettings> =>
  rx.post(fillPath(RX_PATHS.notificationSettings, { patientNumber }), {
    schema: notificationSettingsSchema,
    payload: settings,
    ...withSignal(signal),
  });

/** GET /notifications/{n}?hasChild */
export const fetchNotifications = (
  patientNumber: string,
  hasChild: boolean,
  signal?: AbortSignal,
): Promise<RxNotification[]> =>
  rx
    .getWithPayload(fillPath(RX_PATHS.notifications, { patientNumber }), {
      schema: notificationsResponseSchema,
      payload: { hasChild: String(hasChild) },
      ...withSignal(signal),
    })
    .then((r) => r.notifications);

/** PUT /notifications/dismiss */
export const dismissNotification = (request: DismissNotificationRequest, signal?: AbortSignal) =>
  rx.put(RX_PATHS.notificationsDismiss, {
    schema: dismissNotificationResponseSchema,
    payload: request,
    ...withSignal(signal),
  });

/** GET customer/relationships */
export const fetchRelationships = (signal?: AbortSignal): Promise<RelationshipsResponse> =>
  rxSecurity.get(RX_SECURITY_PATHS.customerRelationships, {
    schema: relationshipsResponseSchema,
    ...withSignal(signal),
  });

/** PUT customer/relationship */
export const updateRelationship = (update: RelationshipUpdate, signal?: AbortSignal) =>
  rxSecurity.put(RX_SECURITY_PATHS.customerRelationship, {
    schema: relationshipUpdateResponseSchema,
    payload: update,
    ...withSignal(signal),
  });

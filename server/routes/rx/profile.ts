/**
 * Patient profile routes (pharmacy-portal.md §7.1): addresses (GET /addresses?patientNumber, POST, PATCH, DELETE
 * /patient/{n}/addresses), the loyalty card (PUT, DELETE /patient/{n}/loyaltyCardNumber), notification settings
 * (POST /notification-settings/{n}, and GET: chosen, it reads what POST writes) and notifications (GET
 * /notifications/{n}?hasChild, PUT /notifications/dismiss). Every route names a patient and checks it with the one
 * access rule first (404 for a patient the customer may not act for, as for one that does not exist); every body is
 * validated with the contracts of api/contracts/rx-profile.ts and the rules of domain/rx.
 */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import type { PatientAddress } from '../../../api/contracts/rx';
import { RX_PATHS } from '../../../api/contracts/rx';
import {
  type AddressesResponse,
  type AddressRequest,
  addressesQuerySchema,
  addressParamSchema,
  addressRequestSchema,
  dismissNotificationRequestSchema,
  type LoyaltyCardResponse,
  loyaltyCardRequestSchema,
  type NotificationSettings,
  type NotificationsResponse,
  notificationSettingsRequestSchema,
  notificationsQuerySchema,
  patientParamSchema,
  SMS_PREFERENCE_TYPES,
} from '../../../api/contracts/rx-profile';
import {
  ADDRESS_ERROR_CODES,
  ADDRESS_MESSAGES,
  DEFAULT_SMS_PREFERENCES,
  isAddressLimitReached,
  LOYALTY_CARD_IN_USE,
  nextAddressUsage,
  notificationSettingsErrors,
} from '../../../domain/rx/profile';
import {
  addressErrors,
  alternateIdError,
  isAlternateIdLength,
  normalizeAddressState,
} from '../../../domain/rx/validation';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { ERROR_CODES, errorResponse, validate, validationError } from '../../http/errors';
import { assertPatientAccess, cardHoldersOutside } from '../../rx/access';
import { addressesOf, isValidCombination } from '../../rx/addresses';
import { type RxEnv, rxCustomer } from '../../rx/auth';
import { deriveNotifications, notificationsOf } from '../../rx/notifications';

async function addressesAnswer(db: Kysely<Database>, patientNumber: string): Promise<AddressesResponse> {
  const addresses = await addressesOf(db, patientNumber);
  return { addresses, addressLimitReached: isAddressLimitReached(addresses) };
}

/** The address as it will be stored, or the reason it cannot be (field messages; the combination). */
function checkAddress(body: AddressRequest):
  | {
      ok: true;
      row: {
        address1: string;
        address2: string | null;
        city: string;
        state: string;
        zip_code: string;
        country: string;
      };
    }
  | { ok: false; fields?: Record<string, string>; combination?: true } {
  const d = body.addressDetails;
  const { state, country } = normalizeAddressState(d.state);
  const values = {
    address1: d.address1.trim(),
    address2: (d.address2 ?? '').trim(),
    city: d.city.trim(),
    state,
    zipCode: d.zipCode.trim(),
  };
  const errors = addressErrors(values);
  if (Object.keys(errors).length > 0) {
    const fields = Object.fromEntries(
      Object.entries(errors).map(([k, v]) => [
        k === 'state' ? 'addressDetails.state' : `addressDetails.${k}`,
        v!,
      ]),
    );
    return { ok: false, fields };
  }
  if (!isValidCombination(state, values.zipCode)) return { ok: false, combination: true };
  return {
    ok: true,
    row: {
      address1: values.address1,
      address2: values.address2 === '' ? null : values.address2,
      city: values.city,
      state,
      zip_code: values.zipCode,
      country: country ?? 'US',
    },
  };
}

async function settingsOf(db: Kysely<Database>, patientNumber: string): Promise<NotificationSettings> {
  const [row, sms] = await Promise.all([
    db
      .selectFrom('pharmacy_patients')
      .select([
        'notify_by_text',
        'notify_by_email',
        'notify_by_voice',
        'voice_notification_preference',
        'mobile_phone',
        'home_phone',
        'email',
      ])
      .where('patient_number', '=', patientNumber)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('rx_sms_preferences')
      .select(['preference_type', 'selected'])
      .where('patient_number', '=', patientNumber)
      .execute(),
  ]);
  return {
    patientNumber,
    notifyByText: row.notify_by_text,
    notifyByEmail: row.notify_by_email,
    notifyByVoice: row.notify_by_voice,
    voiceNotificationPreference: row.voice_notification_preference,
    mobilePhone: row.mobile_phone,
    homePhone: row.home_phone,
    email: row.email,
    smsPreferences: SMS_PREFERENCE_TYPES.map((type) => ({
      type,
      selected: sms.find((s) => s.preference_type === type)?.selected ?? DEFAULT_SMS_PREFERENCES[type],
    })),
  };
}

export function rxProfileRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();
  const db = deps.db;

  // ——— Addresses ———
  app.get(RX_PATHS.addresses, validate('query', addressesQuerySchema), async (c) => {
    const { patientNumber } = c.req.valid('query');
    await assertPatientAccess(db, rxCustomer(c), patientNumber);
    return c.json(await addressesAnswer(db, patientNumber));
  });

  app.post(
    RX_PATHS.patientAddresses,
    validate('param', patientParamSchema),
    validate('json', addressRequestSchema),
    async (c) => {
      const { patientNumber } = c.req.valid('param');
      await assertPatientAccess(db, rxCustomer(c), patientNumber);
      const checked = checkAddress(c.req.valid('json'));
      if (!checked.ok && checked.fields) return validationError(c, checked.fields);
      if (!checked.ok) {
        return errorResponse(
          c,
          422,
          ADDRESS_ERROR_CODES.invalidCombination,
          ADDRESS_MESSAGES.invalidCombination,
        );
      }
      const existing = await addressesOf(db, patientNumber);
      const usage = nextAddressUsage(existing.map((a) => a.usage));
      if (isAddressLimitReached(existing) || !usage) {
        return errorResponse(c, 409, ADDRESS_ERROR_CODES.limit, ADDRESS_MESSAGES.limit);
      }
      // Two adds at once both read a free usage: the (patient, usage) key lets one in, the other hits the limit.
      const inserted = await db
        .insertInto('rx_patient_addresses')
        .values({ patient_number: patientNumber, usage, ...checked.row })
        .onConflict((oc) => oc.columns(['patient_number', 'usage']).doNothing())
        .returning('address_id')
        .executeTakeFirst();
      if (!inserted) return errorResponse(c, 409, ADDRESS_ERROR_CODES.limit, ADDRESS_MESSAGES.limit);
      return c.json(await addressesAnswer(db, patientNumber), 201);
    },
  );

  /** The address of this patient, or a 404 answer; a shared one cannot be changed here. */
  async function ownAddress(patientNumber: string, addressId: string): Promise<PatientAddress | 'missing'> {
    const found = (await addressesOf(db, patientNumber)).find((a) => a.addressId === addressId);
    return found ?? 'missing';
  }

  app.patch(
    RX_PATHS.patientAddress,
    validate('param', addressParamSchema),
    validate('json', addressRequestSchema),
    async (c) => {
      const { patientNumber, addressId } = c.req.valid('param');
      await assertPatientAccess(db, rxCustomer(c), patientNumber);
      const address = await ownAddress(patientNumber, addressId);
      if (address === 'missing') return errorResponse(c, 404, ERROR_CODES.notFound, 'Address not found.');
      if (address.isShared)
        return errorResponse(
          c,
          409,
          ADDRESS_ERROR_CODES.shared,
          'A shared address is changed with the account.',
        );
      const checked = checkAddress(c.req.valid('json'));
      if (!checked.ok && checked.fields) return validationError(c, checked.fields);
      if (!checked.ok) {
        return errorResponse(
          c,
          422,
          ADDRESS_ERROR_CODES.invalidCombination,
          ADDRESS_MESSAGES.invalidCombination,
        );
      }
      await db
        .updateTable('rx_patient_addresses')
        .set(checked.row)
        .where('address_id', '=', addressId)
        .where('patient_number', '=', patientNumber)
        .execute();
      return c.json(await addressesAnswer(db, patientNumber));
    },
  );

  app.delete(RX_PATHS.patientAddress, validate('param', addressParamSchema), async (c) => {
    const { patientNumber, addressId } = c.req.valid('param');
    await assertPatientAccess(db, rxCustomer(c), patientNumber);
    const address = await ownAddress(patientNumber, addressId);
    if (address === 'missing') return errorResponse(c, 404, ERROR_CODES.notFound, 'Address not found.');
    if (address.isShared)
      return errorResponse(
        c,
        409,
        ADDRESS_ERROR_CODES.shared,
        'A shared address is changed with the account.',
      );
    await db
      .deleteFrom('rx_patient_addresses')
      .where('address_id', '=', addressId)
      .where('patient_number', '=', patientNumber)
      .execute();
    return c.json(await addressesAnswer(db, patientNumber));
  });

  // ——— Loyalty card ———
  app.put(
    RX_PATHS.loyaltyCardNumber,
    validate('param', patientParamSchema),
    validate('json', loyaltyCardRequestSchema),
    async (c) => {
      const { patientNumber } = c.req.valid('param');
      const customer = rxCustomer(c);
      await assertPatientAccess(db, customer, patientNumber);
      const number = c.req.valid('json').trim();
      const message = alternateIdError(number);
      if (message) return validationError(c, { loyaltyCardNumber: message });
      // A card already on a patient the customer does not act for stays theirs (its receipts too).
      if ((await cardHoldersOutside(db, customer, number, patientNumber)).others.length > 0) {
        return errorResponse(c, 409, LOYALTY_CARD_IN_USE.code, LOYALTY_CARD_IN_USE.message, {
          loyaltyCardNumber: LOYALTY_CARD_IN_USE.message,
        });
      }
      // §5 "a 10-character value is also stored as the alternate id".
      const row = await db
        .updateTable('pharmacy_patients')
        .set({
          loyalty_card_number: number,
          ...(isAlternateIdLength(number) ? { alternate_id: number } : {}),
          updated_at: deps.now(),
        })
        .where('patient_number', '=', patientNumber)
        .returning(['loyalty_card_number', 'alternate_id'])
        .executeTakeFirstOrThrow();
      return c.json({
        loyaltyCardNumber: row.loyalty_card_number,
        alternateId: row.alternate_id,
      } satisfies LoyaltyCardResponse);
    },
  );

  app.delete(RX_PATHS.loyaltyCardNumber, validate('param', patientParamSchema), async (c) => {
    const { patientNumber } = c.req.valid('param');
    await assertPatientAccess(db, rxCustomer(c), patientNumber);
    const before = await db
      .selectFrom('pharmacy_patients')
      .select(['loyalty_card_number', 'alternate_id'])
      .where('patient_number', '=', patientNumber)
      .executeTakeFirstOrThrow();
    // An alternate id that came from the card (the same number) goes with it.
    const row = await db
      .updateTable('pharmacy_patients')
      .set({
        loyalty_card_number: null,
        ...(before.alternate_id !== null && before.alternate_id === before.loyalty_card_number
          ? { alternate_id: null }
          : {}),
        updated_at: deps.now(),
      })
      .where('patient_number', '=', patientNumber)
      .returning(['loyalty_card_number', 'alternate_id'])
      .executeTakeFirstOrThrow();
    return c.json({
      loyaltyCardNumber: row.loyalty_card_number,
      alternateId: row.alternate_id,
    } satisfies LoyaltyCardResponse);
  });

  // ——— Notification settings ———
  app.get(RX_PATHS.notificationSettings, validate('param', patientParamSchema), async (c) => {
    const { patientNumber } = c.req.valid('param');
    await assertPatientAccess(db, rxCustomer(c), patientNumber);
    return c.json(await settingsOf(db, patientNumber));
  });

  app.post(
    RX_PATHS.notificationSettings,
    validate('param', patientParamSchema),
    validate('json', notificationSettingsRequestSchema),
    async (c) => {
      const { patientNumber } = c.req.valid('param');
      await assertPatientAccess(db, rxCustomer(c), patientNumber);
      const body = c.req.valid('json');
      const row = await db
        .selectFrom('pharmacy_patients')
        .select(['home_phone', 'mobile_phone', 'email'])
        .where('patient_number', '=', patientNumber)
        .executeTakeFirstOrThrow();
      const errors = notificationSettingsErrors(
        { ...body, mobile: body.phone ? `${body.phone.areaCode}${body.phone.phoneNumber}` : '' },
        { homePhone: row.home_phone !== null, email: row.email !== null },
      );
      if (Object.keys(errors).length > 0) return validationError(c, errors as Record<string, string>);
      const mobile = body.phone
        ? {
            phoneId: row.mobile_phone?.phoneId ?? `PH-${patientNumber}-M`,
            countryCode: body.phone.countryCode,
            areaCode: body.phone.areaCode,
            phoneNumber: body.phone.phoneNumber,
          }
        : null;
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('pharmacy_patients')
          .set({
            notify_by_text: body.notifyByText,
            notify_by_email: body.notifyByEmail,
            notify_by_voice: body.notifyByVoice,
            voice_notification_preference: body.notifyByVoice ? body.voiceNotificationPreference : 'UNKNOWN',
            mobile_phone: mobile ? JSON.stringify(mobile) : null,
            updated_at: deps.now(),
          })
          .where('patient_number', '=', patientNumber)
          .execute();
        for (const p of body.smsPreferences ?? []) {
          await trx
            .insertInto('rx_sms_preferences')
            .values({ patient_number: patientNumber, preference_type: p.type, selected: p.selected })
            .onConflict((oc) =>
              oc
                .columns(['patient_number', 'preference_type'])
                .doUpdateSet({ selected: p.selected, updated_at: deps.now() }),
            )
            .execute();
        }
      });
      return c.json(await settingsOf(db, patientNumber));
    },
  );

  // ——— Notifications ———
  app.get(
    RX_PATHS.notifications,
    validate('param', patientParamSchema),
    validate('query', notificationsQuerySchema),
    async (c) => {
      const { patientNumber } = c.req.valid('param');
      const customer = rxCustomer(c);
      const link = await assertPatientAccess(db, customer, patientNumber);
      const notifications = await notificationsOf(db, customer, link, {
        hasChild: c.req.valid('query').hasChild === 'true',
      });
      return c.json({ notifications } satisfies NotificationsResponse);
    },
  );

  app.put(RX_PATHS.notificationsDismiss, validate('json', dismissNotificationRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const customer = rxCustomer(c);
    const link = await assertPatientAccess(db, customer, body.patientNumber);
    const notification = (await deriveNotifications(db, customer, link, { hasChild: true })).find(
      (n) => n.notificationId === body.notificationId,
    );
    if (!notification) return errorResponse(c, 404, ERROR_CODES.notFound, 'Notification not found.');
    const isVerification = notification.category === 'ADULTHOOD';
    if (isVerification !== (body.response !== undefined)) {
      return validationError(c, {
        response: isVerification
          ? 'An annual verification needs a response.'
          : 'Only an annual verification takes a response.',
      });
    }
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('rx_dismissed_notifications')
        .values({
          customer_id: customer.customerId,
          notification_id: notification.notificationId,
          patient_number: body.patientNumber,
          response: body.response ?? null,
          dismissed_at: deps.now(),
        })
        .onConflict((oc) => oc.columns(['customer_id', 'notification_id']).doNothing())
        .execute();
      // "No, I no longer manage them": the adult child's link ends (an adult grants access themselves).
      if (notification.category === 'ADULTHOOD' && body.response === 'NO') {
        await trx
          .deleteFrom('customer_patient_links')
          .where('customer_id', '=', customer.customerId)
          .where('patient_number', '=', notification.patientNumber)
          .where('relationship_type', '=', 'CHILD')
          .execute();
      }
    });
    return c.json({ dismissed: notification.notificationId });
  });

  return app;
}

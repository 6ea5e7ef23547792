// @vitest-environment node
/**
 * Patient profile, notifications and patient access (issue 12 part 1) at HTTP level: addresses (add, edit,
 * delete, the limit, the invalid combination), the loyalty card, notification settings, notifications and their
 * dismissal, the relationships and their updates, and the access rule on every id-bearing route of this area:
 * another customer and a caregiver without access are refused (404, as a patient that does not exist), an expired
 * access stops working on its date. The clock is pinned to the day the database was seeded (read from Casey's
 * access, which ends 10 days after it), so the seeded dates are the same on every run.
 */
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { errorBodySchema } from '../../api/contracts/common';
import { fillPath } from '../../api/contracts/common';
import { patientProfilesResponseSchema, RX_PATHS } from '../../api/contracts/rx';
import {
  relationshipsResponseSchema,
  relationshipUpdateResponseSchema,
} from '../../api/contracts/rx-patient-access';
import {
  addressesResponseSchema,
  loyaltyCardResponseSchema,
  notificationSettingsSchema,
  notificationsResponseSchema,
} from '../../api/contracts/rx-profile';
import { RX_SECURITY_PATHS } from '../../api/contracts/rx-security';
import { createApp } from '../../server/app';
import { ACCOUNTS, Browser, openTestServer, type TestServer, signInForPharmacy } from './support';

const CAREGIVER = { email: 'caregiver@example.com', password: 'Caregiver123' };
const JORDAN = '100234567';
const AVERY = '100234568';
const CASEY = '100234570';
const MORGAN_ID = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e31';
const JORDAN_ID = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e01';
const DAY_MS = 24 * 60 * 60 * 1000;
const day = (d: Date) => d.toISOString().slice(0, 10);

let server: TestServer;
let app: Hono;
let clock: Date;
let seedDay: string;

beforeAll(async () => {
  server = await openTestServer();
  const link = await server.db.kysely
    .selectFrom('customer_patient_links')
    .select('access_expiry_date')
    .where('patient_number', '=', CASEY)
    .executeTakeFirstOrThrow();
  // Casey's access ends 10 days after the first seed.
  clock = new Date(Date.parse(`${link.access_expiry_date}T12:00:00Z`) - 10 * DAY_MS);
  seedDay = day(clock);
  app = createApp({ db: server.db, config: server.config, now: () => clock });
});
afterAll(async () => {
  await server.db.close();
});

async function signedIn(account: { email: string; password: string }) {
  const browser = new Browser(app);
  await signInForPharmacy(browser, account);
  return browser;
}

const put = (b: Browser, path: string, json: unknown) => b.request(path, { method: 'PUT', json });
const patch = (b: Browser, path: string, json: unknown) => b.request(path, { method: 'PATCH', json });
const del = (b: Browser, path: string) => b.request(path, { method: 'DELETE' });

const OHIO = {
  addressDetails: {
    address1: ' 1014 Vine St ',
    address2: 'Suite 200',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
  },
};

async function addresses(b: Browser, patientNumber: string) {
  const r = await b.get(`${RX_PATHS.addresses}?patientNumber=${patientNumber}`);
  expect(r.status).toBe(200);
  return z.parse(addressesResponseSchema, await r.json());
}

async function relationships(b: Browser) {
  const r = await b.get(RX_SECURITY_PATHS.customerRelationships);
  expect(r.status).toBe(200);
  return z.parse(relationshipsResponseSchema, await r.json());
}

async function notifications(b: Browser, patientNumber: string, hasChild = false) {
  const r = await b.get(`${fillPath(RX_PATHS.notifications, { patientNumber })}?hasChild=${hasChild}`);
  expect(r.status).toBe(200);
  return z.parse(notificationsResponseSchema, await r.json()).notifications;
}

async function patientNumbersOf(b: Browser) {
  const r = await b.get(RX_PATHS.patientProfiles);
  return z.parse(patientProfilesResponseSchema, await r.json()).patients.map((p) => p.patientNumber);
}

/** Every id-bearing route of this area for a patient (and an address of theirs), as [name, request]. */
function idRoutes(patientNumber: string, addressId: string) {
  const p = { patientNumber };
  return [
    ['GET addresses', (b: Browser) => b.get(`${RX_PATHS.addresses}?patientNumber=${patientNumber}`)],
    ['POST address', (b: Browser) => b.post(fillPath(RX_PATHS.patientAddresses, p), OHIO)],
    ['PATCH address', (b: Browser) => patch(b, fillPath(RX_PATHS.patientAddress, { ...p, addressId }), OHIO)],
    ['DELETE address', (b: Browser) => del(b, fillPath(RX_PATHS.patientAddress, { ...p, addressId }))],
    ['PUT loyalty card', (b: Browser) => put(b, fillPath(RX_PATHS.loyaltyCardNumber, p), '1234567890')],
    ['DELETE loyalty card', (b: Browser) => del(b, fillPath(RX_PATHS.loyaltyCardNumber, p))],
    ['GET notification settings', (b: Browser) => b.get(fillPath(RX_PATHS.notificationSettings, p))],
    [
      'POST notification settings',
      (b: Browser) =>
        b.post(fillPath(RX_PATHS.notificationSettings, p), {
          notifyByText: false,
          notifyByEmail: false,
          notifyByVoice: false,
          voiceNotificationPreference: 'UNKNOWN',
          phone: null,
        }),
    ],
    ['GET notifications', (b: Browser) => b.get(`${fillPath(RX_PATHS.notifications, p)}?hasChild=true`)],
    [
      'PUT dismiss',
      (b: Browser) => put(b, RX_PATHS.notificationsDismiss, { patientNumber, notificationId: 'rx:x' }),
    ],
    [
      'PUT relationship (as the patient)',
      (b: Browser) =>
        put(b, RX_SECURITY_PATHS.customerRelationship, {
          patientNumber,
          customerId: '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e99',
          relationshipRequestStatus: 'REVOKED',
          relationshipType: 'CAREGIVER',
        }),
    ],
  ] as const;
}

async function expectRefusedEverywhere(b: Browser, patientNumber: string, addressId: string) {
  const nobody = await b.get(`${RX_PATHS.addresses}?patientNumber=999999999`);
  const nobodyBody = await nobody.json();
  for (const [name, request] of idRoutes(patientNumber, addressId)) {
    const r = await request(b);
    expect(r.status, name).toBe(404);
    const body = z.parse(errorBodySchema, await r.json());
    expect(body.error.code, name).toBe('NOT_FOUND');
    // The same answer as for a patient that does not exist (the PUT relationship has its own 404 text).
    if (name !== 'PUT relationship (as the patient)') expect(body, name).toEqual(nobodyBody);
  }
}

let jordanHome = '';

describe('addresses', () => {
  it("answers Jordan's home address, the same as his account's, with the limit flag off", async () => {
    const list = await addresses(await signedIn(ACCOUNTS.shopper), JORDAN);
    expect(list.addressLimitReached).toBe(false);
    expect(list.addresses).toHaveLength(1);
    expect(list.addresses[0]).toMatchObject({
      usage: 'HOME1',
      isShared: false,
      addressDetails: {
        address1: '4821 Maple Ridge Dr',
        address2: 'Apt 3B',
        city: 'Cincinnati',
        state: 'OH',
        zipCode: '45227',
        country: 'US',
      },
    });
    jordanHome = list.addresses[0]!.addressId;
  });

  it('adds a second (HOME2, trimmed, state as a string) and then refuses a third: the limit of 2 non-shared', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const added = await b.post(fillPath(RX_PATHS.patientAddresses, { patientNumber: JORDAN }), OHIO);
    expect(added.status).toBe(201);
    const list = z.parse(addressesResponseSchema, await added.json());
    expect(list.addressLimitReached).toBe(true);
    expect(list.addresses.map((a) => a.usage)).toEqual(['HOME1', 'HOME2']);
    expect(list.addresses[1]!.addressDetails).toEqual({
      address1: '1014 Vine St',
      address2: 'Suite 200',
      city: 'Cincinnati',
      state: 'OH',
      zipCode: '45202',
      country: 'US',
    });
    const third = await b.post(fillPath(RX_PATHS.patientAddresses, { patientNumber: JORDAN }), OHIO);
    expect(third.status).toBe(409);
    expect(z.parse(errorBodySchema, await third.json()).error).toMatchObject({
      code: 'ADDRESS_LIMIT',
      message: 'You can keep up to 2 addresses for a patient. Delete one to add another.',
    });
  });

  it('edits an address (state as an object with its country) and refuses an invalid City, State, Postal Code', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const second = (await addresses(b, JORDAN)).addresses[1]!;
    const path = fillPath(RX_PATHS.patientAddress, { patientNumber: JORDAN, addressId: second.addressId });
    const edited = await patch(b, path, {
      addressDetails: {
        address1: '77 Aspen Grove Ct',
        address2: null,
        city: 'Boulder',
        state: { value: 'co', country: 'US' },
        zipCode: '80301-1234',
      },
    });
    expect(edited.status).toBe(200);
    expect(z.parse(addressesResponseSchema, await edited.json()).addresses[1]!.addressDetails).toMatchObject({
      address1: '77 Aspen Grove Ct',
      address2: null,
      state: 'CO',
      zipCode: '80301-1234',
    });
    const invalid = await patch(b, path, { addressDetails: { ...OHIO.addressDetails, state: 'CA' } });
    expect(invalid.status).toBe(422);
    expect(z.parse(errorBodySchema, await invalid.json()).error).toEqual({
      code: 'INVALID_ADDRESS_COMBINATION',
      message: 'Please enter a valid City, State, Postal Code combination.',
    });
    const bad = await patch(b, path, {
      addressDetails: { address1: '', city: 'X', state: 'ZZ', zipCode: '4522' },
    });
    expect(bad.status).toBe(400);
    expect(z.parse(errorBodySchema, await bad.json()).error.fields).toMatchObject({
      'addressDetails.address1': 'Required',
      'addressDetails.state': 'Required',
      'addressDetails.zipCode': 'Invalid postal code',
    });
    // Nothing was stored by the refused edits.
    expect((await addresses(b, JORDAN)).addresses[1]!.addressDetails.city).toBe('Boulder');
  });

  it('deletes an address; the limit flag is off again and an unknown address is a 404', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const second = (await addresses(b, JORDAN)).addresses[1]!;
    const path = fillPath(RX_PATHS.patientAddress, { patientNumber: JORDAN, addressId: second.addressId });
    const deleted = await del(b, path);
    expect(deleted.status).toBe(200);
    const list = z.parse(addressesResponseSchema, await deleted.json());
    expect(list).toMatchObject({ addressLimitReached: false });
    expect(list.addresses.map((a) => a.addressId)).toEqual([jordanHome]);
    expect((await del(b, path)).status).toBe(404);
  });
});

describe('loyalty card', () => {
  const path = fillPath(RX_PATHS.loyaltyCardNumber, { patientNumber: JORDAN });

  it('stores a 10-digit number as the card and the alternate id; 11 to 13 digits as the card only', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const ten = await put(b, path, '1234567890');
    expect(z.parse(loyaltyCardResponseSchema, await ten.json())).toEqual({
      loyaltyCardNumber: '1234567890',
      alternateId: '1234567890',
    });
    const twelve = await put(b, path, '480001234567');
    expect(z.parse(loyaltyCardResponseSchema, await twelve.json())).toEqual({
      loyaltyCardNumber: '480001234567',
      alternateId: '1234567890',
    });
  });

  it("refuses other lengths and an empty number with §5's messages", async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    for (const [value, message] of [
      [
        '123456789',
        'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits',
      ],
      [
        '12345678901234',
        'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits',
      ],
      [
        '12345abcde',
        'Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits',
      ],
      ['', 'Number is a required field'],
    ] as const) {
      const r = await put(b, path, value);
      expect(r.status, value).toBe(400);
      expect(z.parse(errorBodySchema, await r.json()).error.fields?.loyaltyCardNumber, value).toBe(message);
    }
  });

  it('DELETE removes the card (an alternate id of the same number goes with it)', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    await put(b, path, '1234567890');
    const r = await del(b, path);
    expect(z.parse(loyaltyCardResponseSchema, await r.json())).toEqual({
      loyaltyCardNumber: null,
      alternateId: null,
    });
    await put(b, path, '4800012345678');
  });
});

describe('notification settings', () => {
  const path = fillPath(RX_PATHS.notificationSettings, { patientNumber: JORDAN });
  const base = {
    notifyByText: true,
    notifyByEmail: true,
    notifyByVoice: false,
    voiceNotificationPreference: 'UNKNOWN',
  };

  it("reads Jordan's settings, with the SMS preferences by type", async () => {
    const r = await (await signedIn(ACCOUNTS.shopper)).get(path);
    expect(z.parse(notificationSettingsSchema, await r.json())).toMatchObject({
      notifyByText: true,
      notifyByEmail: true,
      notifyByVoice: false,
      voiceNotificationPreference: 'MOBILE',
      mobilePhone: { areaCode: '513', phoneNumber: '5550142' },
      smsPreferences: [
        { type: 'READY_FOR_PICKUP', selected: true },
        { type: 'REFILL_REMINDER', selected: false },
        { type: 'ORDER_UPDATES', selected: true },
        { type: 'AUTO_REFILL', selected: false },
      ],
    });
  });

  it('saves voice calls on the mobile phone with country code USA, and the SMS preferences', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const r = await b.post(path, {
      ...base,
      notifyByVoice: true,
      voiceNotificationPreference: 'MOBILE',
      phone: { countryCode: 'USA', areaCode: '513', phoneNumber: '5550199' },
      smsPreferences: [{ type: 'REFILL_REMINDER', selected: true }],
    });
    expect(r.status).toBe(200);
    const saved = z.parse(notificationSettingsSchema, await r.json());
    expect(saved).toMatchObject({
      notifyByVoice: true,
      voiceNotificationPreference: 'MOBILE',
      mobilePhone: { phoneId: 'PH-100234567-M', countryCode: 'USA', areaCode: '513', phoneNumber: '5550199' },
    });
    expect(saved.smsPreferences.find((p) => p.type === 'REFILL_REMINDER')?.selected).toBe(true);
  });

  it('refuses texts without a mobile number, another country code, and home calls without a home phone', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const noPhone = await b.post(path, { ...base, phone: null });
    expect(noPhone.status).toBe(400);
    expect(z.parse(errorBodySchema, await noPhone.json()).error.fields?.mobile).toBe(
      'Enter a mobile number to get text messages or calls on your mobile phone.',
    );
    const canada = await b.post(path, {
      ...base,
      phone: { countryCode: 'CAN', areaCode: '513', phoneNumber: '5550199' },
    });
    expect(canada.status).toBe(400);
    // §5's stricter pattern: area code and exchange start 2-9.
    const exchange = await b.post(path, {
      ...base,
      phone: { countryCode: 'USA', areaCode: '513', phoneNumber: '1550199' },
    });
    expect(exchange.status).toBe(400);
    expect(z.parse(errorBodySchema, await exchange.json()).error.fields?.mobile).toBe(
      'Please enter a valid 10-digit phone number',
    );
    const biscuit = fillPath(RX_PATHS.notificationSettings, { patientNumber: '100234569' });
    const home = await b.post(biscuit, {
      ...base,
      notifyByText: false,
      notifyByEmail: false,
      notifyByVoice: true,
      voiceNotificationPreference: 'HOME',
      phone: null,
    });
    expect(z.parse(errorBodySchema, await home.json()).error.fields?.voiceNotificationPreference).toBe(
      'There is no home phone on file: choose your mobile phone for calls.',
    );
  });
});

describe('notifications', () => {
  it("derives Jordan's from his data: ready, never filled, Morgan's pending request", async () => {
    const list = await notifications(await signedIn(ACCOUNTS.shopper), JORDAN);
    expect(list).toContainEqual(
      expect.objectContaining({
        category: 'PRESCRIPTION',
        type: 'READY_FOR_PICKUP',
        rxRecordNumber: '501234570',
      }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({
        category: 'PRESCRIPTION',
        type: 'NEVER_FILLED',
        rxRecordNumber: '501234572',
      }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({
        category: 'PATIENT_ACCESS',
        type: 'PENDING',
        careGiver: 'Morgan Ellis',
        customerId: MORGAN_ID,
        patientNumber: JORDAN,
      }),
    );
    expect(list.some((n) => n.category === 'ADULTHOOD')).toBe(false);
  });

  it("shows Jordan his access to Casey ending in 10 days (EXPIRING) on Casey's notifications", async () => {
    const list = await notifications(await signedIn(ACCOUNTS.shopper), CASEY);
    const expiry = day(new Date(clock.getTime() + 10 * DAY_MS));
    expect(list).toEqual([
      expect.objectContaining({
        category: 'PATIENT_ACCESS',
        type: 'EXPIRING',
        careGiver: 'Casey Whitfield',
        accessExpiryDate: expiry,
      }),
    ]);
  });

  it('dismisses a notification for the customer; an unknown id is a 404', async () => {
    const b = await signedIn(ACCOUNTS.shopper);
    const ready = (await notifications(b, JORDAN)).find(
      (n) => n.category === 'PRESCRIPTION' && n.type === 'READY_FOR_PICKUP',
    )!;
    const r = await put(b, RX_PATHS.notificationsDismiss, {
      patientNumber: JORDAN,
      notificationId: ready.notificationId,
    });
    expect(r.status).toBe(200);
    expect((await notifications(b, JORDAN)).map((n) => n.notificationId)).not.toContain(ready.notificationId);
    const unknown = await put(b, RX_PATHS.notificationsDismiss, {
      patientNumber: JORDAN,
      notificationId: 'rx:nothing',
    });
    expect(unknown.status).toBe(404);
  });

  it('asks for the annual verification of a child turning 18 (hasChild); NO ends the link', async () => {
    const db = server.db.kysely;
    const born = `${Number(seedDay.slice(0, 4)) - 18}${seedDay.slice(4)}`;
    await db
      .insertInto('pharmacy_patients')
      .values({
        patient_number: '100234599',
        first_name: 'Riley',
        last_name: 'Whitfield',
        date_of_birth: born,
      })
      .execute();
    await db
      .insertInto('customer_patient_links')
      .values({
        customer_id: JORDAN_ID,
        patient_number: '100234599',
        relationship_type: 'CHILD',
        customer_verified: true,
        created_at: clock,
      })
      .execute();
    const b = await signedIn(ACCOUNTS.shopper);
    expect((await notifications(b, JORDAN, false)).some((n) => n.category === 'ADULTHOOD')).toBe(false);
    const adult = (await notifications(b, JORDAN, true)).find((n) => n.category === 'ADULTHOOD');
    expect(adult).toMatchObject({
      patientNumber: '100234599',
      name: 'Riley Whitfield',
      adulthoodDate: seedDay,
    });
    const unanswered = await put(b, RX_PATHS.notificationsDismiss, {
      patientNumber: JORDAN,
      notificationId: adult!.notificationId,
    });
    expect(unanswered.status).toBe(400);
    const no = await put(b, RX_PATHS.notificationsDismiss, {
      patientNumber: JORDAN,
      notificationId: adult!.notificationId,
      response: 'NO',
    });
    expect(no.status).toBe(200);
    expect(await patientNumbersOf(b)).not.toContain('100234599');
    const stored = await db
      .selectFrom('rx_dismissed_notifications')
      .select('response')
      .where('notification_id', '=', adult!.notificationId)
      .executeTakeFirstOrThrow();
    expect(stored.response).toBe('NO');
  });
});

describe('patient access', () => {
  it("lists Jordan's primary patient, Morgan's pending request, Casey, Avery and Biscuit", async () => {
    const r = await relationships(await signedIn(ACCOUNTS.shopper));
    expect(r.primaryPatient).toEqual({ patientNumber: JORDAN, name: 'Jordan Lee Whitfield' });
    expect(r.pendingRequests).toEqual([
      {
        accessExpiryDate: null,
        accessGrantedDate: null,
        accessRequestedDate: day(new Date(clock.getTime() - 2 * DAY_MS)),
        customerId: MORGAN_ID,
        name: 'Morgan Ellis',
        patientNumber: JORDAN,
        requestStatus: 'PENDING',
        requestType: 'MANAGE',
      },
    ]);
    expect(r.relationships.caregivers).toEqual([]);
    expect(r.relationships.managedAdults).toEqual([
      expect.objectContaining({
        name: 'Casey Whitfield',
        patientNumber: CASEY,
        requestStatus: 'APPROVED',
        requestType: 'ACCESS',
        accessExpiryDate: day(new Date(clock.getTime() + 10 * DAY_MS)),
        accessGrantedDate: day(new Date(clock.getTime() - 39 * DAY_MS)),
      }),
    ]);
    expect(r.relationships.children.map((c) => [c.name, c.requestStatus])).toEqual([
      ['Avery Whitfield', 'APPROVED'],
    ]);
    expect(r.relationships.pets.map((c) => c.name)).toEqual(['Biscuit Whitfield']);
    expect(r.caregiverWithoutSelf).toBe(false);
  });

  it('Morgan (no patient of her own, request pending) sees her request, the caregiver-without-self flag, no patients', async () => {
    const b = await signedIn(CAREGIVER);
    const r = await relationships(b);
    expect(r.primaryPatient).toBeNull();
    expect(r.caregiverWithoutSelf).toBe(true);
    expect(r.relationships.managedAdults).toEqual([
      expect.objectContaining({
        name: 'Jordan Lee Whitfield',
        patientNumber: JORDAN,
        requestStatus: 'PENDING',
        customerId: MORGAN_ID,
      }),
    ]);
    expect(await patientNumbersOf(b)).toEqual([]);
  });

  it('a caregiver without access and another customer are refused on every id-bearing route (404)', async () => {
    await expectRefusedEverywhere(await signedIn(CAREGIVER), JORDAN, jordanHome);
    await expectRefusedEverywhere(await signedIn(ACCOUNTS.newPatient), JORDAN, jordanHome);
    await expectRefusedEverywhere(await signedIn(ACCOUNTS.newPatient), CASEY, jordanHome);
  });

  it('refuses an expiry date today or in the past, and Morgan deciding on her own request', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const grant = {
      patientNumber: JORDAN,
      customerId: MORGAN_ID,
      relationshipRequestStatus: 'APPROVED',
      relationshipType: 'CAREGIVER',
    };
    for (const date of [seedDay, day(new Date(clock.getTime() - DAY_MS)), '2031-02-30']) {
      const r = await put(jordan, RX_SECURITY_PATHS.customerRelationship, {
        ...grant,
        accessExpiryDate: date,
      });
      expect(r.status, date).toBe(400);
    }
    const morgan = await signedIn(CAREGIVER);
    // Morgan may only cancel her request: approving it herself is no request she can decide on.
    const self = await put(morgan, RX_SECURITY_PATHS.customerRelationship, {
      ...grant,
      customerId: MORGAN_ID,
      relationshipType: 'MANAGED_ADULT',
    });
    expect(self.status).toBe(409);
    const asJordan = await put(morgan, RX_SECURITY_PATHS.customerRelationship, {
      ...grant,
      customerId: JORDAN_ID,
    });
    expect(asJordan.status).toBe(404);
  });

  it("Jordan grants Morgan's request with an expiry: she sees Jordan and only Jordan, and may act for him", async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const expiry = day(new Date(clock.getTime() + 45 * DAY_MS));
    const r = await put(jordan, RX_SECURITY_PATHS.customerRelationship, {
      patientNumber: JORDAN,
      customerId: MORGAN_ID,
      relationshipRequestStatus: 'APPROVED',
      relationshipType: 'CAREGIVER',
      accessExpiryDate: expiry,
    });
    expect(r.status).toBe(200);
    expect(z.parse(relationshipUpdateResponseSchema, await r.json()).relationship).toMatchObject({
      name: 'Morgan Ellis',
      requestStatus: 'APPROVED',
      accessExpiryDate: expiry,
      accessGrantedDate: seedDay,
    });
    const listed = await relationships(jordan);
    expect(listed.pendingRequests).toEqual([]);
    expect(listed.relationships.caregivers.map((c) => [c.name, c.requestStatus])).toEqual([
      ['Morgan Ellis', 'APPROVED'],
    ]);

    const morgan = await signedIn(CAREGIVER);
    expect(await patientNumbersOf(morgan)).toEqual([JORDAN]);
    expect((await addresses(morgan, JORDAN)).addresses).toHaveLength(1);
    expect((await notifications(morgan, JORDAN)).filter((n) => n.category === 'PATIENT_ACCESS')).toEqual([
      expect.objectContaining({ type: 'APPROVED', careGiver: 'Jordan Lee Whitfield' }),
    ]);
    // Only Jordan: his child, his managed adult and his own decisions stay his.
    await expectRefusedEverywhere(morgan, AVERY, jordanHome);
    await expectRefusedEverywhere(morgan, CASEY, jordanHome);
    expect(
      (
        await put(morgan, RX_SECURITY_PATHS.customerRelationship, {
          patientNumber: JORDAN,
          customerId: MORGAN_ID,
          relationshipRequestStatus: 'REVOKED',
          relationshipType: 'MANAGED_ADULT',
        })
      ).status,
    ).toBe(409);
  });

  it('changes the expiry; on that date the access stops working everywhere and shows EXPIRED', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const expiry = day(new Date(clock.getTime() + 5 * DAY_MS));
    const r = await put(jordan, RX_SECURITY_PATHS.customerRelationship, {
      patientNumber: JORDAN,
      customerId: MORGAN_ID,
      relationshipRequestStatus: 'APPROVED',
      relationshipType: 'CAREGIVER',
      accessExpiryDate: expiry,
    });
    expect(z.parse(relationshipUpdateResponseSchema, await r.json()).relationship?.accessExpiryDate).toBe(
      expiry,
    );
    const saved = clock;
    try {
      // Sessions last hours: sign in again at each moment.
      clock = new Date(saved.getTime() + 5 * DAY_MS - 60_000 * 60 * 13); // the day before, 23:00 UTC
      expect(await patientNumbersOf(await signedIn(CAREGIVER))).toEqual([JORDAN]);
      clock = new Date(Date.parse(`${expiry}T00:00:01Z`));
      const morgan = await signedIn(CAREGIVER);
      expect(await patientNumbersOf(morgan)).toEqual([]);
      await expectRefusedEverywhere(morgan, JORDAN, jordanHome);
      const listed = await relationships(await signedIn(ACCOUNTS.shopper));
      expect(listed.relationships.caregivers.map((c) => c.requestStatus)).toEqual(['EXPIRED']);
      expect((await relationships(morgan)).relationships.managedAdults.map((c) => c.requestStatus)).toEqual([
        'EXPIRED',
      ]);
      // Casey's access (10 days after seeding) has not ended yet; after its date Jordan no longer sees her.
      expect(await patientNumbersOf(await signedIn(ACCOUNTS.shopper))).toContain(CASEY);
      clock = new Date(saved.getTime() + 10 * DAY_MS);
      expect(await patientNumbersOf(await signedIn(ACCOUNTS.shopper))).not.toContain(CASEY);
    } finally {
      clock = saved;
    }
  });

  it('Jordan removes (REVOKED) Morgan: she is refused again; removing twice is a 404', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const remove = {
      patientNumber: JORDAN,
      customerId: MORGAN_ID,
      relationshipRequestStatus: 'REVOKED',
      relationshipType: 'CAREGIVER',
    };
    const r = await put(jordan, RX_SECURITY_PATHS.customerRelationship, remove);
    expect(r.status).toBe(200);
    expect(z.parse(relationshipUpdateResponseSchema, await r.json()).relationship?.requestStatus).toBe(
      'REVOKED',
    );
    const morgan = await signedIn(CAREGIVER);
    expect(await patientNumbersOf(morgan)).toEqual([]);
    await expectRefusedEverywhere(morgan, JORDAN, jordanHome);
    expect((await relationships(morgan)).relationships.managedAdults.map((c) => c.requestStatus)).toEqual([
      'REVOKED',
    ]);
    expect((await relationships(morgan)).caregiverWithoutSelf).toBe(false);
    expect((await put(jordan, RX_SECURITY_PATHS.customerRelationship, remove)).status).toBe(404);
  });

  it('Jordan cancels his own access to Casey (CANCELLED): she is no longer his patient', async () => {
    const jordan = await signedIn(ACCOUNTS.shopper);
    const r = await put(jordan, RX_SECURITY_PATHS.customerRelationship, {
      patientNumber: CASEY,
      customerId: JORDAN_ID,
      relationshipRequestStatus: 'CANCELLED',
      relationshipType: 'MANAGED_ADULT',
    });
    expect(r.status).toBe(200);
    expect(await patientNumbersOf(jordan)).not.toContain(CASEY);
    expect((await relationships(jordan)).relationships.managedAdults.map((c) => c.requestStatus)).toEqual([
      'CANCELLED',
    ]);
  });

  it('declines a pending request (DENIED): it is no longer listed', async () => {
    const db = server.db.kysely;
    await db
      .insertInto('rx_relationship_requests')
      .values({
        patient_number: JORDAN,
        customer_id: MORGAN_ID,
        request_type: 'MANAGE',
        status: 'PENDING',
        requested_at: new Date(clock.getTime() + 1000),
        updated_at: new Date(clock.getTime() + 1000),
      })
      .execute();
    const jordan = await signedIn(ACCOUNTS.shopper);
    expect((await relationships(jordan)).pendingRequests.map((p) => p.name)).toEqual(['Morgan Ellis']);
    const r = await put(jordan, RX_SECURITY_PATHS.customerRelationship, {
      patientNumber: JORDAN,
      customerId: MORGAN_ID,
      relationshipRequestStatus: 'DENIED',
      relationshipType: 'CAREGIVER',
    });
    expect(r.status).toBe(200);
    expect(z.parse(relationshipUpdateResponseSchema, await r.json()).relationship).toBeNull();
    const after = await relationships(jordan);
    expect(after.pendingRequests).toEqual([]);
    expect(after.relationships.caregivers).toEqual([]);
  });

  it('answers 401 without a signed-in customer and 400 for a malformed update', async () => {
    const anonymous = new Browser(app);
    expect((await anonymous.get(RX_SECURITY_PATHS.customerRelationships)).status).toBe(401);
    expect((await anonymous.get(`${RX_PATHS.addresses}?patientNumber=${JORDAN}`)).status).toBe(401);
    const jordan = await signedIn(ACCOUNTS.shopper);
    const bad = await put(jordan, RX_SECURITY_PATHS.customerRelationship, {
      patientNumber: JORDAN,
      customerId: MORGAN_ID,
      relationshipRequestStatus: 'EXPIRED',
      relationshipType: 'CAREGIVER',
    });
    expect(bad.status).toBe(400);
  });
});

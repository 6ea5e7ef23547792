// @vitest-environment node
/**
 * The patient-access chart's oracle table (pharmacy-portal.md §2.1 /rx/patient-access; §3 "Relationships"; §4
 * "Relationship requests: CANCELLED, APPROVED (grant), DENIED (decline), REVOKED (remove). Setting an expiry date is
 * an update."; §6 "Other-adult / caregiver access"; §7.3 GET customer/relationships, PUT customer/relationship), and
 * what views read of it (patientAccess.selectors.ts) on real snapshots: each expected value is a literal copied from
 * the spec or from the chart's fixtures (Jordan, Morgan's request, Casey, Avery, Biscuit; the toasts and the date
 * messages, which the spec does not give, as the page shows them), never the chart's own constant. The coverage
 * replay over the generated paths is rxPatientAccess.model.test.ts. This file is the patient-access area's part of
 * the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type {
  Relationship,
  RelationshipsResponse,
  RelationshipUpdate,
} from '../../api/contracts/rx-patient-access';
import {
  CASEY_MANAGED,
  JORDAN_ACCESS,
  JORDAN_ACCESS_GRANTED,
  JORDAN_ID,
  MORGAN_APPROVED,
  MORGAN_ID,
  MORGAN_PENDING,
  TODAY,
} from '../../machines/rx/patientAccess/patientAccess.fixtures';

const settle = () => new Promise((r) => setTimeout(r, 0));

/** What an actor answers: a value, a failure (an Error is thrown), or `'never'` (stays open). */
type Answer = unknown;

interface Options {
  /** The access reads' answers in turn; the last one repeats. */
  load?: Answer[];
  /** The updates' answers in turn; the last one repeats. */
  update?: Answer[];
  today?: string;
}

async function reply(a: Answer) {
  if (a === 'never') return new Promise<never>(() => {});
  if (a instanceof Error) throw a;
  return a;
}

async function chart(options: Options = {}) {
  const load = options.load ?? [JORDAN_ACCESS];
  const update = options.update ?? [{ relationship: null }];
  const fetches: unknown[] = [];
  const updates: RelationshipUpdate[] = [];
  const toasts: unknown[] = [];
  let refreshes = 0;
  // Loaded in each test (as oracleTable does): a chart whose definition no longer builds fails every case.
  const { patientAccessMachine } = await import('../../machines/rx/patientAccess/patientAccess.machine');
  const { selectPatientAccessView } = await import('../../machines/rx/patientAccess/patientAccess.selectors');
  const actor = createActor(
    patientAccessMachine.provide({
      actors: {
        fetchAccess: fromPromise(async ({ input }) => {
          fetches.push(input);
          return reply(load[Math.min(fetches.length - 1, load.length - 1)]);
        }),
        updateAccess: fromPromise(async ({ input }: { input: RelationshipUpdate }) => {
          updates.push(input);
          return reply(update[Math.min(updates.length - 1, update.length - 1)]);
        }),
      } as never,
      actions: {
        notify: (_: unknown, p: { toast: unknown }) => {
          toasts.push(p.toast);
        },
        refreshPatients: () => {
          refreshes += 1;
        },
      } as never,
    }),
    { input: { today: options.today ?? TODAY } },
  ).start();
  return {
    actor,
    fetches,
    updates,
    toasts,
    refreshes: () => refreshes,
    snap: () => actor.getSnapshot(),
    view: () => selectPatientAccessView(actor.getSnapshot()),
    patientAccessMachine,
  };
}

/** Loaded with these data. */
async function loaded(data: RelationshipsResponse = JORDAN_ACCESS, options: Omit<Options, 'load'> = {}) {
  const c = await chart({ ...options, load: [data] });
  await settle();
  expect(c.snap().value).toBe('loaded');
  return c;
}

const morgan = { patientNumber: '100234567', customerId: MORGAN_ID };
const casey = { patientNumber: '100234570', customerId: JORDAN_ID };
const avery = { patientNumber: '100234568', customerId: JORDAN_ID };
const biscuit = { patientNumber: '100234569', customerId: JORDAN_ID };
const PRIYA_ID = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e02';

type Action = 'grant' | 'decline' | 'setExpiry' | 'remove' | 'cancel';
const choose = (action: Action, who: { patientNumber: string; customerId: string }) =>
  ({ type: 'access.choose', action, ...who }) as const;

const TOASTS = {
  grant: { heading: 'Access granted', text: 'They can now manage these prescriptions.', tone: 'success' },
  decline: { heading: 'Request declined', text: 'The request was declined.', tone: 'success' },
  remove: {
    heading: 'Access removed',
    text: 'They can no longer manage these prescriptions.',
    tone: 'success',
  },
  cancel: { heading: 'Cancelled', text: 'Your request or access was cancelled.', tone: 'success' },
  setExpiry: { heading: 'End date saved', text: 'Access stops on the date you chose.', tone: 'success' },
  failed: {
    heading: 'Patient access not updated',
    text: 'We could not update patient access. Please try again.',
    tone: 'error',
  },
};

const EMPTY = { target: null, action: null, expiryDate: null, expiryError: null };

/** Jordan's access with the lists replaced. */
const withLists = (
  lists: Partial<RelationshipsResponse['relationships']> & { pendingRequests?: Relationship[] },
): RelationshipsResponse => {
  const { pendingRequests, ...relationships } = lists;
  return {
    ...JORDAN_ACCESS,
    pendingRequests: pendingRequests ?? [],
    relationships: { caregivers: [], managedAdults: [], children: [], pets: [], ...relationships },
  };
};

describe('rxPatientAccess chart: oracle, loading (§7.3 GET customer/relationships)', () => {
  it('starts loading (busy) with an empty context and reads the access once', async () => {
    const c = await chart();
    expect(c.snap().value).toBe('loading');
    expect(c.snap().hasTag('busy')).toBe(true);
    expect(c.snap().context).toEqual({ today: '2026-05-01', data: null, ...EMPTY });
    expect(c.fetches).toEqual([undefined]);
    expect(c.snap().can({ type: 'access.retry' })).toBe(false);
    expect(c.snap().can(choose('grant', morgan))).toBe(false);
  });

  it('keeps the answer and shows the list (not busy)', async () => {
    const c = await loaded();
    expect(c.snap().context).toEqual({ today: '2026-05-01', data: JORDAN_ACCESS, ...EMPTY });
    expect(c.snap().hasTag('busy')).toBe(false);
    expect(c.snap().can({ type: 'access.retry' })).toBe(false);
    expect(c.snap().can({ type: 'access.confirm', expiryDate: null })).toBe(false);
    expect(c.snap().can({ type: 'access.close' })).toBe(false);
  });

  it('a failed read shows the failure (not busy); Try Again reads again and shows the list', async () => {
    const c = await chart({ load: [new Error('500'), JORDAN_ACCESS] });
    await settle();
    expect(c.snap().value).toBe('failed');
    expect(c.snap().hasTag('busy')).toBe(false);
    expect(c.snap().context).toEqual({ today: '2026-05-01', data: null, ...EMPTY });
    expect(c.snap().can({ type: 'access.retry' })).toBe(true);
    expect(c.snap().can(choose('grant', morgan))).toBe(false);
    c.actor.send({ type: 'access.retry' });
    expect(c.snap().value).toBe('loading');
    expect(c.snap().hasTag('busy')).toBe(true);
    await settle();
    expect(c.snap().value).toBe('loaded');
    expect(c.fetches).toHaveLength(2);
    expect(c.snap().context.data).toEqual(JORDAN_ACCESS);
  });
});

describe('rxPatientAccess chart: oracle, who may do what (§4, §6)', () => {
  const expired = { ...MORGAN_APPROVED, requestStatus: 'EXPIRED' as const };
  it.each([
    // The grantor (the patient's own customer) on a PENDING request: grant or decline only.
    { name: 'grantor, PENDING request', data: JORDAN_ACCESS, who: morgan, allowed: ['grant', 'decline'] },
    // The grantor on an APPROVED caregiver: set the end date or remove only.
    {
      name: 'grantor, APPROVED caregiver',
      data: JORDAN_ACCESS_GRANTED,
      who: morgan,
      allowed: ['setExpiry', 'remove'],
    },
    {
      name: 'grantor, EXPIRED caregiver',
      data: withLists({ caregivers: [expired] }),
      who: morgan,
      allowed: ['remove'],
    },
    {
      name: 'grantor, CANCELLED caregiver',
      data: withLists({ caregivers: [{ ...MORGAN_APPROVED, requestStatus: 'CANCELLED' }] }),
      who: morgan,
      allowed: [],
    },
    {
      name: 'grantor, REVOKED request',
      data: withLists({ pendingRequests: [{ ...MORGAN_PENDING, requestStatus: 'REVOKED' }] }),
      who: morgan,
      allowed: [],
    },
    // The grantee (an adult Jordan manages) may only cancel, while PENDING or APPROVED.
    { name: 'grantee, APPROVED', data: JORDAN_ACCESS, who: casey, allowed: ['cancel'] },
    {
      name: 'grantee, PENDING',
      data: withLists({ managedAdults: [{ ...CASEY_MANAGED, requestStatus: 'PENDING' }] }),
      who: casey,
      allowed: ['cancel'],
    },
    {
      name: 'grantee, EXPIRED',
      data: withLists({ managedAdults: [{ ...CASEY_MANAGED, requestStatus: 'EXPIRED' }] }),
      who: casey,
      allowed: [],
    },
    // Jordan's own child and pet: nothing to act on.
    { name: 'own child (APPROVED)', data: JORDAN_ACCESS, who: avery, allowed: [] },
    { name: 'own pet (APPROVED)', data: JORDAN_ACCESS, who: biscuit, allowed: [] },
    // An entry is named by BOTH its patient number and its customer: a half match is nobody.
    {
      name: "Morgan's patient number with Jordan's customer id",
      data: JORDAN_ACCESS,
      who: { patientNumber: '100234567', customerId: JORDAN_ID },
      allowed: [],
    },
    {
      name: "Casey's patient number with Morgan's customer id",
      data: JORDAN_ACCESS,
      who: { patientNumber: '100234570', customerId: MORGAN_ID },
      allowed: [],
    },
    {
      name: 'someone not listed',
      data: JORDAN_ACCESS,
      who: { patientNumber: '999', customerId: PRIYA_ID },
      allowed: [],
    },
  ] as const)('$name: the chart takes exactly $allowed', async ({ data, who, allowed }) => {
    const c = await loaded(data as RelationshipsResponse);
    const can = (['grant', 'decline', 'setExpiry', 'remove', 'cancel'] as const).filter((a) =>
      c.snap().can(choose(a, who)),
    );
    expect(can).toEqual(allowed);
  });

  it.each([
    { section: 'children', data: (r: Relationship) => withLists({ children: [r] }) },
    { section: 'pets', data: (r: Relationship) => withLists({ pets: [r] }) },
  ])(
    "a PENDING request the customer sent to link another family's $section entry may be cancelled (as the grantee)",
    async ({ data }) => {
      const request: Relationship = {
        accessExpiryDate: null,
        accessGrantedDate: null,
        accessRequestedDate: TODAY,
        customerId: PRIYA_ID,
        name: 'Avery Whitfield',
        patientNumber: '100234568',
        requestStatus: 'PENDING',
        requestType: 'MANAGE',
      };
      const c = await loaded(data(request));
      const who = { patientNumber: '100234568', customerId: PRIYA_ID };
      expect(c.snap().can(choose('grant', who))).toBe(false);
      expect(c.snap().can(choose('remove', who))).toBe(false);
      c.actor.send(choose('cancel', who));
      expect(c.snap().value).toBe('updating');
      await settle();
      expect(c.updates).toEqual([
        {
          patientNumber: '100234568',
          customerId: PRIYA_ID,
          relationshipRequestStatus: 'CANCELLED',
          relationshipType: 'MANAGED_ADULT',
        },
      ]);
      expect(c.toasts).toEqual([TOASTS.cancel]);
    },
  );

  it('a refused choice changes nothing (stays in loaded, no update)', async () => {
    const c = await loaded();
    c.actor.send(choose('remove', morgan));
    c.actor.send(choose('grant', casey));
    expect(c.snap().value).toBe('loaded');
    expect(c.snap().context).toEqual({ today: '2026-05-01', data: JORDAN_ACCESS, ...EMPTY });
    await settle();
    expect(c.updates).toEqual([]);
  });

  it('the same person pending AND approved: each action takes the entry whose status allows it', async () => {
    const c = await loaded(withLists({ pendingRequests: [MORGAN_PENDING], caregivers: [MORGAN_APPROVED] }));
    c.actor.send(choose('remove', morgan));
    expect(c.snap().context.target).toEqual({ section: 'caregivers', entry: MORGAN_APPROVED });
    await settle();
    expect(c.updates).toEqual([
      { ...morgan, relationshipRequestStatus: 'REVOKED', relationshipType: 'CAREGIVER' },
    ]);
  });
});

describe('rxPatientAccess chart: oracle, the update sent (§3 "Update payload", §4)', () => {
  it.each([
    {
      data: JORDAN_ACCESS,
      event: choose('decline', morgan),
      target: { section: 'pendingRequests', entry: MORGAN_PENDING },
      update: { ...morgan, relationshipRequestStatus: 'DENIED', relationshipType: 'CAREGIVER' },
      toast: TOASTS.decline,
    },
    {
      data: JORDAN_ACCESS_GRANTED,
      event: choose('remove', morgan),
      target: { section: 'caregivers', entry: MORGAN_APPROVED },
      update: { ...morgan, relationshipRequestStatus: 'REVOKED', relationshipType: 'CAREGIVER' },
      toast: TOASTS.remove,
    },
    {
      data: JORDAN_ACCESS,
      event: choose('cancel', casey),
      target: { section: 'managedAdults', entry: CASEY_MANAGED },
      update: { ...casey, relationshipRequestStatus: 'CANCELLED', relationshipType: 'MANAGED_ADULT' },
      toast: TOASTS.cancel,
    },
  ] as const)(
    '$event.action goes straight to updating and sends $update.relationshipRequestStatus (no date)',
    async ({ data, event, target, update, toast }) => {
      const c = await loaded(data);
      c.actor.send(event);
      expect(c.snap().value).toBe('updating');
      expect(c.snap().hasTag('busy')).toBe(true);
      expect(c.snap().context).toEqual({
        today: '2026-05-01',
        data,
        target,
        action: event.action,
        expiryDate: target.entry.accessExpiryDate,
        expiryError: null,
      });
      expect(c.snap().can(choose(event.action, event))).toBe(false);
      expect(c.view().busy).toBe(true);
      await settle();
      expect(c.updates).toEqual([update]);
      expect(c.toasts).toEqual([toast]);
      expect(c.refreshes()).toBe(1);
      // Read again: the list shows what the server now says.
      expect(c.fetches).toHaveLength(2);
      expect(c.snap().value).toBe('loaded');
      expect(c.snap().context).toEqual({ today: '2026-05-01', data, ...EMPTY });
    },
  );

  it('grant opens the date picker (no update yet) with no date when the request has none', async () => {
    const c = await loaded();
    c.actor.send(choose('grant', morgan));
    expect(c.snap().value).toBe('choosingDate');
    expect(c.snap().hasTag('busy')).toBe(false);
    expect(c.snap().context).toEqual({
      today: '2026-05-01',
      data: JORDAN_ACCESS,
      target: { section: 'pendingRequests', entry: MORGAN_PENDING },
      action: 'grant',
      expiryDate: null,
      expiryError: null,
    });
    expect(c.snap().can(choose('decline', morgan))).toBe(false);
    expect(c.snap().can({ type: 'access.retry' })).toBe(false);
    expect(c.snap().can({ type: 'access.close' })).toBe(true);
    await settle();
    expect(c.updates).toEqual([]);
  });

  it('grant (APPROVED) with a date chosen in the picker sends it; the toast says "Access granted"', async () => {
    const c = await loaded();
    c.actor.send(choose('grant', morgan));
    c.actor.send({ type: 'access.confirm', expiryDate: '2026-12-31' });
    expect(c.snap().value).toBe('updating');
    expect(c.snap().context.expiryDate).toBe('2026-12-31');
    await settle();
    expect(c.updates).toEqual([
      {
        ...morgan,
        relationshipRequestStatus: 'APPROVED',
        relationshipType: 'CAREGIVER',
        accessExpiryDate: '2026-12-31',
      },
    ]);
    expect(c.toasts).toEqual([TOASTS.grant]);
    expect(c.refreshes()).toBe(1);
  });

  it("grant's date is optional: no date sends accessExpiryDate null", async () => {
    const c = await loaded();
    c.actor.send(choose('grant', morgan));
    c.actor.send({ type: 'access.confirm', expiryDate: null });
    expect(c.snap().value).toBe('updating');
    await settle();
    expect(c.updates).toEqual([
      {
        ...morgan,
        relationshipRequestStatus: 'APPROVED',
        relationshipType: 'CAREGIVER',
        accessExpiryDate: null,
      },
    ]);
  });

  it("setExpiry starts from the access's current end date and sends the new one as an APPROVED update", async () => {
    const c = await loaded(JORDAN_ACCESS_GRANTED);
    c.actor.send(choose('setExpiry', morgan));
    expect(c.snap().value).toBe('choosingDate');
    expect(c.snap().context).toEqual({
      today: '2026-05-01',
      data: JORDAN_ACCESS_GRANTED,
      target: { section: 'caregivers', entry: MORGAN_APPROVED },
      action: 'setExpiry',
      expiryDate: '2026-12-31',
      expiryError: null,
    });
    c.actor.send({ type: 'access.confirm', expiryDate: '2027-01-15' });
    await settle();
    expect(c.updates).toEqual([
      {
        ...morgan,
        relationshipRequestStatus: 'APPROVED',
        relationshipType: 'CAREGIVER',
        accessExpiryDate: '2027-01-15',
      },
    ]);
    expect(c.toasts).toEqual([TOASTS.setExpiry]);
  });

  it('setExpiry may clear the end date (null)', async () => {
    const c = await loaded(JORDAN_ACCESS_GRANTED);
    c.actor.send(choose('setExpiry', morgan));
    c.actor.send({ type: 'access.confirm', expiryDate: null });
    await settle();
    expect(c.updates).toEqual([
      {
        ...morgan,
        relationshipRequestStatus: 'APPROVED',
        relationshipType: 'CAREGIVER',
        accessExpiryDate: null,
      },
    ]);
  });

  it('remove of an approved access with an end date sends no accessExpiryDate', async () => {
    const c = await loaded(JORDAN_ACCESS_GRANTED);
    c.actor.send(choose('remove', morgan));
    expect(c.snap().context.expiryDate).toBe('2026-12-31');
    await settle();
    expect(c.updates[0]).toStrictEqual({
      ...morgan,
      relationshipRequestStatus: 'REVOKED',
      relationshipType: 'CAREGIVER',
    });
  });

  it('after the update the list is read again; the page keeps the old list meanwhile', async () => {
    const c = await chart({ load: [JORDAN_ACCESS, 'never'] });
    await settle();
    c.actor.send(choose('grant', morgan));
    c.actor.send({ type: 'access.confirm', expiryDate: '2026-12-31' });
    await settle();
    expect(c.snap().value).toBe('loading');
    expect(c.snap().hasTag('busy')).toBe(true);
    expect(c.snap().context).toEqual({ today: '2026-05-01', data: JORDAN_ACCESS, ...EMPTY });
    expect(c.view()).toMatchObject({ loaded: true, loading: true, busy: true });
    expect(c.fetches).toHaveLength(2);
  });

  it('after the update the list shows the new answer', async () => {
    const c = await chart({ load: [JORDAN_ACCESS, JORDAN_ACCESS_GRANTED] });
    await settle();
    c.actor.send(choose('grant', morgan));
    c.actor.send({ type: 'access.confirm', expiryDate: '2026-12-31' });
    await settle();
    expect(c.snap().value).toBe('loaded');
    expect(c.snap().context).toEqual({ today: '2026-05-01', data: JORDAN_ACCESS_GRANTED, ...EMPTY });
  });

  it('a failed update returns to the list with the failure toast (no reload, no patients refresh)', async () => {
    const c = await loaded(JORDAN_ACCESS, { update: [new Error('500')] });
    c.actor.send(choose('grant', morgan));
    c.actor.send({ type: 'access.confirm', expiryDate: '2026-12-31' });
    await settle();
    expect(c.snap().value).toBe('loaded');
    expect(c.toasts).toEqual([TOASTS.failed]);
    expect(c.refreshes()).toBe(0);
    expect(c.fetches).toHaveLength(1);
    expect(c.snap().context).toEqual({ today: '2026-05-01', data: JORDAN_ACCESS, ...EMPTY });
    // And the shopper may try again.
    expect(c.snap().can(choose('grant', morgan))).toBe(true);
  });

  it('after a failed update the retry sends the same update and succeeds', async () => {
    const c = await loaded(JORDAN_ACCESS, { update: [new Error('500'), { relationship: MORGAN_APPROVED }] });
    c.actor.send(choose('decline', morgan));
    await settle();
    c.actor.send(choose('decline', morgan));
    await settle();
    expect(c.updates).toEqual([
      { ...morgan, relationshipRequestStatus: 'DENIED', relationshipType: 'CAREGIVER' },
      { ...morgan, relationshipRequestStatus: 'DENIED', relationshipType: 'CAREGIVER' },
    ]);
    expect(c.toasts).toEqual([TOASTS.failed, TOASTS.decline]);
    expect(c.refreshes()).toBe(1);
  });
});

describe('rxPatientAccess chart: oracle, the end date (§6: never in the past, never today)', () => {
  it.each([
    { date: '2026-04-30', message: 'Choose a date after today.' },
    { date: '2026-05-01', message: 'Choose a date after today.' },
    { date: '2026-02-30', message: 'Please enter a valid date.' },
    { date: '05/02/2026', message: 'Please enter a valid date.' },
    { date: '', message: 'Please enter a valid date.' },
  ])('$date is refused with "$message" (stays in the picker, no update)', async ({ date, message }) => {
    const c = await loaded(JORDAN_ACCESS_GRANTED);
    c.actor.send(choose('setExpiry', morgan));
    expect(c.snap().can({ type: 'access.confirm', expiryDate: date })).toBe(true);
    c.actor.send({ type: 'access.confirm', expiryDate: date });
    expect(c.snap().value).toBe('choosingDate');
    expect(c.snap().context).toEqual({
      today: '2026-05-01',
      data: JORDAN_ACCESS_GRANTED,
      target: { section: 'caregivers', entry: MORGAN_APPROVED },
      action: 'setExpiry',
      expiryDate: date,
      expiryError: message,
    });
    expect(c.view().expiryError).toBe(message);
    await settle();
    expect(c.updates).toEqual([]);
  });

  it('tomorrow (the first day after today) is accepted and clears the message', async () => {
    const c = await loaded(JORDAN_ACCESS_GRANTED);
    c.actor.send(choose('setExpiry', morgan));
    c.actor.send({ type: 'access.confirm', expiryDate: '2026-05-01' });
    expect(c.snap().context.expiryError).toBe('Choose a date after today.');
    c.actor.send({ type: 'access.confirm', expiryDate: '2026-05-02' });
    expect(c.snap().value).toBe('updating');
    expect(c.snap().context).toEqual({
      today: '2026-05-01',
      data: JORDAN_ACCESS_GRANTED,
      target: { section: 'caregivers', entry: MORGAN_APPROVED },
      action: 'setExpiry',
      expiryDate: '2026-05-02',
      expiryError: null,
    });
    await settle();
    expect(c.updates).toEqual([
      {
        ...morgan,
        relationshipRequestStatus: 'APPROVED',
        relationshipType: 'CAREGIVER',
        accessExpiryDate: '2026-05-02',
      },
    ]);
  });

  it("'today' is the chart's input: on 2026-12-31, 2026-12-31 is refused and 2027-01-01 accepted", async () => {
    const c = await loaded(JORDAN_ACCESS, { today: '2026-12-31' });
    c.actor.send(choose('grant', morgan));
    c.actor.send({ type: 'access.confirm', expiryDate: '2026-12-31' });
    expect(c.snap().context.expiryError).toBe('Choose a date after today.');
    c.actor.send({ type: 'access.confirm', expiryDate: '2027-01-01' });
    expect(c.snap().value).toBe('updating');
  });

  it('Close leaves the picker without an update and forgets the action and the message', async () => {
    const c = await loaded();
    c.actor.send(choose('grant', morgan));
    c.actor.send({ type: 'access.confirm', expiryDate: '2026-04-30' });
    c.actor.send({ type: 'access.close' });
    expect(c.snap().value).toBe('loaded');
    expect(c.snap().context).toEqual({ today: '2026-05-01', data: JORDAN_ACCESS, ...EMPTY });
    await settle();
    expect(c.updates).toEqual([]);
    expect(c.toasts).toEqual([]);
  });
});

describe('rxPatientAccess selectors: selectPatientAccessView on real snapshots', () => {
  const emptySections = { pendingRequests: [], caregivers: [], managedAdults: [], children: [], pets: [] };

  it('the page lists its sections in this order', async () => {
    const { ACCESS_SECTIONS } = await import('../../machines/rx/patientAccess/patientAccess.selectors');
    expect(ACCESS_SECTIONS).toEqual(['pendingRequests', 'caregivers', 'managedAdults', 'children', 'pets']);
  });

  it('while the first read runs: loading, busy, nothing listed, the picker starts tomorrow', async () => {
    const c = await chart();
    expect(c.view()).toEqual({
      loading: true,
      loaded: false,
      failed: false,
      busy: true,
      choosing: false,
      primaryPatient: null,
      caregiverWithoutSelf: false,
      sections: emptySections,
      target: null,
      action: null,
      expiryError: null,
      minExpiry: '2026-05-02',
    });
  });

  it('a failed read: failed, not loaded, not busy', async () => {
    const c = await chart({ load: [new Error('500')] });
    await settle();
    expect(c.view()).toMatchObject({
      loading: false,
      loaded: false,
      failed: true,
      busy: false,
      choosing: false,
    });
    expect(c.view().sections).toEqual(emptySections);
  });

  it("Jordan's list: each entry with the actions the chart takes on it, in the page's order", async () => {
    const c = await loaded();
    expect(c.view()).toEqual({
      loading: false,
      loaded: true,
      failed: false,
      busy: false,
      choosing: false,
      primaryPatient: { patientNumber: '100234567', name: 'Jordan Lee Whitfield' },
      caregiverWithoutSelf: false,
      sections: {
        pendingRequests: [{ entry: MORGAN_PENDING, actions: ['grant', 'decline'] }],
        caregivers: [],
        managedAdults: [{ entry: CASEY_MANAGED, actions: ['cancel'] }],
        children: [{ entry: JORDAN_ACCESS.relationships.children[0], actions: [] }],
        pets: [{ entry: JORDAN_ACCESS.relationships.pets[0], actions: [] }],
      },
      target: null,
      action: null,
      expiryError: null,
      minExpiry: '2026-05-02',
    });
  });

  it('an approved caregiver offers setExpiry then remove', async () => {
    const c = await loaded(JORDAN_ACCESS_GRANTED);
    expect(c.view().sections.caregivers).toEqual([
      { entry: MORGAN_APPROVED, actions: ['setExpiry', 'remove'] },
    ]);
    expect(c.view().sections.pendingRequests).toEqual([]);
  });

  it('a caregiver without a self record carries the flag; no primary patient is null', async () => {
    const c = await loaded({ ...JORDAN_ACCESS, primaryPatient: null, caregiverWithoutSelf: true });
    expect(c.view().caregiverWithoutSelf).toBe(true);
    expect(c.view().primaryPatient).toBeNull();
  });

  it('while choosing a date: choosing, the target and action, no actions offered', async () => {
    const c = await loaded();
    c.actor.send(choose('grant', morgan));
    const v = c.view();
    expect(v).toMatchObject({
      loading: false,
      loaded: true,
      busy: false,
      choosing: true,
      target: { section: 'pendingRequests', entry: MORGAN_PENDING },
      action: 'grant',
      expiryError: null,
    });
    expect(v.sections.pendingRequests).toEqual([{ entry: MORGAN_PENDING, actions: [] }]);
    expect(v.sections.managedAdults).toEqual([{ entry: CASEY_MANAGED, actions: [] }]);
  });

  it('while updating: busy, not choosing, no actions offered', async () => {
    const c = await loaded();
    c.actor.send(choose('decline', morgan));
    const v = c.view();
    expect(v).toMatchObject({ loading: false, loaded: true, busy: true, choosing: false, action: 'decline' });
    expect(v.sections.pendingRequests).toEqual([{ entry: MORGAN_PENDING, actions: [] }]);
  });

  it('the earliest date offered is tomorrow, across a year end', async () => {
    const c = await chart({ today: '2026-12-31' });
    expect(c.view().minExpiry).toBe('2027-01-01');
    const { minExpiryOf } = await import('../../machines/rx/patientAccess/patientAccess.machine');
    expect(minExpiryOf({ today: '2026-02-28' })).toBe('2026-03-01');
  });
});

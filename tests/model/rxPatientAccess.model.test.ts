// @vitest-environment node
/**
 * The patient-access chart (pharmacy-portal.md §3 "Relationships", §4 "Relationship requests", §6, §7.3): coverage
 * over the generated paths, and an oracle table whose expected values are literals copied from the spec.
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
  MORGAN_ID,
  patientAccessModel,
  TODAY,
} from '../../machines/rx/patientAccess/patientAccess.fixtures';
import { patientAccessMachine } from '../../machines/rx/patientAccess/patientAccess.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxPatientAccess chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: patientAccessMachine,
      events: patientAccessModel.events as never,
      serializeState: patientAccessModel.serializeState as never,
      input: patientAccessModel.input,
    });
    const report = coverage(
      patientAccessMachine,
      mergeReached(reachedByPath(patientAccessMachine, paths, patientAccessModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

const tick = () => new Promise((r) => setTimeout(r, 0));

async function start(data: RelationshipsResponse, failing = false) {
  const updates: RelationshipUpdate[] = [];
  const toasts: { heading: string }[] = [];
  const actor = createActor(
    patientAccessMachine.provide({
      actors: {
        fetchAccess: fromPromise(async () => data),
        updateAccess: fromPromise<{ relationship: Relationship | null }, RelationshipUpdate>(
          async ({ input }) => {
            updates.push(input);
            if (failing) throw new Error('500');
            return { relationship: null };
          },
        ),
      },
      actions: { notify: (_, p) => toasts.push(p.toast) },
    }),
    { input: { today: TODAY } },
  ).start();
  await tick();
  return { actor, updates, toasts };
}

const PRIYA_ID = '6f1d2c3b-4a59-4e8d-9c7b-1a2b3c4d5e02';
const morgan = { patientNumber: '100234567', customerId: MORGAN_ID };
const casey = { patientNumber: '100234570', customerId: JORDAN_ID };

describe('rxPatientAccess chart: oracle (literals from the spec)', () => {
  it.each([
    {
      data: JORDAN_ACCESS,
      event: { type: 'access.choose', action: 'decline', ...morgan },
      update: { ...morgan, relationshipRequestStatus: 'DENIED', relationshipType: 'CAREGIVER' },
      toast: 'Request declined',
    },
    {
      data: JORDAN_ACCESS_GRANTED,
      event: { type: 'access.choose', action: 'remove', ...morgan },
      update: { ...morgan, relationshipRequestStatus: 'REVOKED', relationshipType: 'CAREGIVER' },
      toast: 'Access removed',
    },
    {
      data: JORDAN_ACCESS,
      event: { type: 'access.choose', action: 'cancel', ...casey },
      update: { ...casey, relationshipRequestStatus: 'CANCELLED', relationshipType: 'MANAGED_ADULT' },
      toast: 'Cancelled',
    },
  ] as const)(
    '$event.action sends $update.relationshipRequestStatus',
    async ({ data, event, update, toast }) => {
      const { actor, updates, toasts } = await start(data);
      actor.send(event);
      await tick();
      expect(updates).toEqual([update]);
      expect(toasts.map((t) => t.heading)).toEqual([toast]);
      expect(actor.getSnapshot().value).toBe('loaded');
    },
  );

  it("cancels a request it sent to link another family's child (listed with its children) as the grantee", async () => {
    const request = {
      accessExpiryDate: null,
      accessGrantedDate: null,
      accessRequestedDate: TODAY,
      customerId: PRIYA_ID,
      name: 'Avery Whitfield',
      patientNumber: '100234568',
      requestStatus: 'PENDING' as const,
      requestType: 'MANAGE' as const,
    };
    const { actor, updates, toasts } = await start({
      primaryPatient: { patientNumber: '100345678', name: 'Priya Raman' },
      pendingRequests: [],
      relationships: { caregivers: [], managedAdults: [], children: [request], pets: [] },
      caregiverWithoutSelf: false,
    });
    expect(
      actor
        .getSnapshot()
        .can({ type: 'access.choose', action: 'grant', patientNumber: '100234568', customerId: PRIYA_ID }),
    ).toBe(false);
    actor.send({ type: 'access.choose', action: 'cancel', patientNumber: '100234568', customerId: PRIYA_ID });
    await tick();
    expect(updates).toEqual([
      {
        patientNumber: '100234568',
        customerId: PRIYA_ID,
        relationshipRequestStatus: 'CANCELLED',
        relationshipType: 'MANAGED_ADULT',
      },
    ]);
    expect(toasts.map((t) => t.heading)).toEqual(['Cancelled']);
  });

  it('grant (APPROVED) with an expiry date chosen in the picker', async () => {
    const { actor, updates } = await start(JORDAN_ACCESS);
    actor.send({ type: 'access.choose', action: 'grant', ...morgan });
    expect(actor.getSnapshot().value).toBe('choosingDate');
    actor.send({ type: 'access.confirm', expiryDate: '2026-12-31' });
    await tick();
    expect(updates).toEqual([
      {
        ...morgan,
        relationshipRequestStatus: 'APPROVED',
        relationshipType: 'CAREGIVER',
        accessExpiryDate: '2026-12-31',
      },
    ]);
  });

  it.each([
    { date: '2026-04-30', message: 'Choose a date after today.' },
    { date: TODAY, message: 'Choose a date after today.' },
    { date: '2026-02-30', message: 'Please enter a valid date.' },
  ])('an expiry date is never in the past (or today): $date', async ({ date, message }) => {
    const { actor, updates } = await start(JORDAN_ACCESS_GRANTED);
    actor.send({ type: 'access.choose', action: 'setExpiry', ...morgan });
    actor.send({ type: 'access.confirm', expiryDate: date });
    expect(actor.getSnapshot().value).toBe('choosingDate');
    expect(actor.getSnapshot().context.expiryError).toBe(message);
    expect(updates).toEqual([]);
  });

  it.each([
    { data: JORDAN_ACCESS, event: { type: 'access.choose', action: 'remove', ...morgan }, can: false },
    { data: JORDAN_ACCESS, event: { type: 'access.choose', action: 'setExpiry', ...morgan }, can: false },
    { data: JORDAN_ACCESS_GRANTED, event: { type: 'access.choose', action: 'grant', ...morgan }, can: false },
    {
      data: JORDAN_ACCESS_GRANTED,
      event: { type: 'access.choose', action: 'decline', ...morgan },
      can: false,
    },
    { data: JORDAN_ACCESS, event: { type: 'access.choose', action: 'grant', ...casey }, can: false },
    { data: JORDAN_ACCESS, event: { type: 'access.choose', action: 'remove', ...casey }, can: false },
    {
      data: JORDAN_ACCESS,
      event: { type: 'access.choose', action: 'remove', patientNumber: '100234568', customerId: JORDAN_ID },
      can: false,
    },
    { data: JORDAN_ACCESS, event: { type: 'access.choose', action: 'grant', ...morgan }, can: true },
    { data: JORDAN_ACCESS_GRANTED, event: { type: 'access.choose', action: 'remove', ...morgan }, can: true },
    {
      data: {
        ...JORDAN_ACCESS,
        relationships: {
          ...JORDAN_ACCESS.relationships,
          managedAdults: [{ ...CASEY_MANAGED, requestStatus: 'EXPIRED' as const }],
        },
      },
      event: { type: 'access.choose', action: 'cancel', ...casey },
      can: false,
    },
  ] as const)('$event.action on $event.patientNumber: allowed $can', async ({ data, event, can }) => {
    const { actor } = await start(data as RelationshipsResponse);
    expect(actor.getSnapshot().can(event)).toBe(can);
  });

  it('a failed update returns to the list with the failure toast', async () => {
    const { actor, toasts } = await start(JORDAN_ACCESS, true);
    actor.send({ type: 'access.choose', action: 'decline', ...morgan });
    await tick();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(toasts.map((t) => t.heading)).toEqual(['Patient access not updated']);
  });
});

// @vitest-environment node
/**
 * The addresses chart (pharmacy-portal.md §3 "Address", §7.1, §8 "Addresses"): one coverage test over the generated
 * paths, and an oracle table whose expected values are literals copied from the spec.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { AddressesResponse } from '../../api/contracts/rx-profile';
import {
  addressesModel,
  COMBINATION_REFUSED,
  LIMIT_REFUSED,
  ONE_ADDRESS,
  SERVER_ERROR,
  TWO_ADDRESSES,
  VINE_STREET,
} from '../../machines/rx/addresses/addresses.fixtures';
import { addressesMachine, type SaveAddressInput } from '../../machines/rx/addresses/addresses.machine';
import { coverage, formatCoverage, generatePaths, mergeReached, reachedByPath } from './graph';

describe('rxAddresses chart: generated paths', () => {
  it('replays every generated path and reaches every state and transition', () => {
    const paths = generatePaths({
      machine: addressesMachine,
      events: addressesModel.events as never,
      serializeState: addressesModel.serializeState as never,
      input: addressesModel.input,
    });
    const report = coverage(
      addressesMachine,
      mergeReached(reachedByPath(addressesMachine, paths, addressesModel.input)),
    );
    console.log(formatCoverage(report), `(${paths.length} paths)`);
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});

const tick = () => new Promise((r) => setTimeout(r, 0));

/** Runs the chart on the given answers, recording the actors' inputs and the toasts. */
async function run(answers: {
  list?: AddressesResponse;
  add?: () => Promise<AddressesResponse>;
  update?: () => Promise<AddressesResponse>;
  remove?: () => Promise<AddressesResponse>;
}) {
  const inputs: Record<string, unknown[]> = { add: [], update: [], remove: [], fetch: [] };
  const toasts: unknown[] = [];
  const actor = createActor(
    addressesMachine.provide({
      actors: {
        fetchAddresses: fromPromise(async ({ input }) => {
          inputs.fetch!.push(input);
          return answers.list ?? ONE_ADDRESS;
        }),
        addAddress: fromPromise(async ({ input }: { input: SaveAddressInput }) => {
          inputs.add!.push(input);
          return (answers.add ?? (async () => TWO_ADDRESSES))();
        }),
        updateAddress: fromPromise(async ({ input }: { input: SaveAddressInput }) => {
          inputs.update!.push(input);
          return (answers.update ?? (async () => ONE_ADDRESS))();
        }),
        deleteAddress: fromPromise(async ({ input }) => {
          inputs.remove!.push(input);
          return (answers.remove ?? (async () => ONE_ADDRESS))();
        }),
      },
      actions: { notify: (_, params) => toasts.push(params.toast) },
    }),
    { input: { patientNumber: '100234567' } },
  ).start();
  await tick();
  return { actor, inputs, toasts };
}

const fail = (error: unknown) => async () => {
  throw error;
};

describe('rxAddresses chart: oracle (literals from the spec)', () => {
  it('reads the addresses of the patient (GET /addresses?patientNumber)', async () => {
    const { actor, inputs } = await run({});
    expect(inputs.fetch).toEqual([{ patientNumber: '100234567' }]);
    expect(actor.getSnapshot().value).toBe('list');
  });

  it.each([
    { existing: ONE_ADDRESS, canAdd: true },
    { existing: TWO_ADDRESSES, canAdd: false },
  ])(
    'at most 2 non-shared addresses before the limit flag: $existing.addresses.length on file, add $canAdd',
    async ({ existing, canAdd }) => {
      const { actor } = await run({ list: existing });
      expect(actor.getSnapshot().can({ type: 'addresses.add' })).toBe(canAdd);
    },
  );

  it('sends the address trimmed, with the state as an object whose country derives from the state list', async () => {
    const { actor, inputs } = await run({});
    actor.send({ type: 'addresses.add' });
    actor.send({
      type: 'addresses.submit',
      values: { ...VINE_STREET, address1: ' 1014 Vine St ', state: 'oh' },
    });
    await tick();
    expect(inputs.add).toEqual([
      {
        patientNumber: '100234567',
        addressId: null,
        address: {
          addressDetails: {
            address1: '1014 Vine St',
            address2: 'Suite 200',
            city: 'Cincinnati',
            state: { value: 'OH', country: 'US' },
            zipCode: '45202',
          },
        },
      },
    ]);
    const s = actor.getSnapshot();
    expect(s.value).toBe('list');
    expect([s.context.addresses.length, s.context.limitReached]).toEqual([2, true]);
  });

  it.each([
    {
      action: 'add',
      error: COMBINATION_REFUSED,
      state: { adding: 'form' },
      text: 'Please enter a valid City, State, Postal Code combination.',
    },
    {
      action: 'add',
      error: SERVER_ERROR,
      state: { adding: 'form' },
      text: 'Error encountered while adding address, please try again later',
    },
    {
      action: 'add',
      error: LIMIT_REFUSED,
      state: 'list',
      text: 'You can keep up to 2 addresses for a patient. Delete one to add another.',
    },
    {
      action: 'edit',
      error: COMBINATION_REFUSED,
      state: { editing: 'form' },
      text: 'Please enter a valid City, State, Postal Code combination.',
    },
    {
      action: 'edit',
      error: SERVER_ERROR,
      state: { editing: 'form' },
      text: 'Error encountered while updating address, please try again later',
    },
    {
      action: 'delete',
      error: SERVER_ERROR,
      state: 'list',
      text: 'Error encountered while deleting address, please try again later',
    },
  ] as const)('$action refused ($error.status): $text', async ({ action, error, state, text }) => {
    const { actor } = await run({ add: fail(error), update: fail(error), remove: fail(error) });
    const id = ONE_ADDRESS.addresses[0]!.addressId;
    if (action === 'add') actor.send({ type: 'addresses.add' });
    if (action === 'edit') actor.send({ type: 'addresses.edit', addressId: id });
    if (action === 'delete') {
      actor.send({ type: 'addresses.delete', addressId: id });
      actor.send({ type: 'addresses.confirmDelete' });
    } else {
      actor.send({ type: 'addresses.submit', values: VINE_STREET });
    }
    await tick();
    expect(actor.getSnapshot().value).toEqual(state);
    expect(actor.getSnapshot().context.error).toBe(text);
  });

  it('updates and deletes the chosen address of the patient', async () => {
    const { actor, inputs, toasts } = await run({ list: TWO_ADDRESSES });
    const second = TWO_ADDRESSES.addresses[1]!.addressId;
    actor.send({ type: 'addresses.edit', addressId: second });
    actor.send({ type: 'addresses.submit', values: VINE_STREET });
    await tick();
    expect((inputs.update![0] as SaveAddressInput).addressId).toBe(second);
    actor.send({ type: 'addresses.delete', addressId: TWO_ADDRESSES.addresses[0]!.addressId });
    expect(actor.getSnapshot().value).toEqual({ deleting: 'confirming' });
    actor.send({ type: 'addresses.confirmDelete' });
    await tick();
    expect(inputs.remove).toEqual([
      { patientNumber: '100234567', addressId: TWO_ADDRESSES.addresses[0]!.addressId },
    ]);
    expect(toasts.map((t) => (t as { heading: string }).heading)).toEqual([
      'Address updated',
      'Address deleted',
    ]);
  });

  it('never edits or deletes a shared address or one of another patient', async () => {
    const shared = { ...ONE_ADDRESS.addresses[0]!, addressId: 'shared-1', usage: 'SHARED1', isShared: true };
    const { actor } = await run({ list: { addresses: [shared], addressLimitReached: false } });
    expect(actor.getSnapshot().can({ type: 'addresses.edit', addressId: 'shared-1' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'addresses.delete', addressId: 'someone-elses' })).toBe(false);
  });
});

// @vitest-environment node
/**
 * The addresses chart's oracle table (pharmacy-portal.md §3 "Address" — at most 2 non-shared addresses before a limit
 * flag is set —, §4 "General loading", §7.1 GET /addresses, POST / PATCH / DELETE /patient/{n}/addresses, §8
 * "Addresses"), and what views read of it (addresses.selectors.ts) on real snapshots: each expected value is a literal
 * copied from the spec or from addresses.fixtures.ts (Jordan's home address, 1014 Vine St, the sandbox's 422 / 409 /
 * 500 answers), never the chart's own constant. The toast texts (not in the spec) are the product's chosen wording.
 * The coverage replay over the generated paths is rxAddresses.model.test.ts. This file is the addresses' part of the
 * mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import type { PatientAddress } from '../../api/contracts/rx';
import type { AddressesResponse } from '../../api/contracts/rx-profile';
import {
  COMBINATION_REFUSED,
  HOME_ADDRESS,
  LIMIT_REFUSED,
  ONE_ADDRESS,
  SECOND_ADDRESS,
  SERVER_ERROR,
  TWO_ADDRESSES,
  VINE_STREET,
} from '../../machines/rx/addresses/addresses.fixtures';
import type { addressesMachine } from '../../machines/rx/addresses/addresses.machine';
import type { AddressesView } from '../../machines/rx/addresses/addresses.selectors';
import { checkOracle, type OracleCase, type OracleStep, oracleTable } from './oracle';

type Case = OracleCase<typeof addressesMachine>;

const loadChart = () =>
  import('../../machines/rx/addresses/addresses.machine').then((m) => m.addressesMachine);

const JORDAN = '100234567';
const input = { patientNumber: JORDAN };
const HOME_ID = '0b6f6f0e-6f0e-4b6f-8f0e-000000000001';
const SECOND_ID = '0b6f6f0e-6f0e-4b6f-8f0e-000000000002';

const ADD_FAILED = 'Error encountered while adding address, please try again later';
const UPDATE_FAILED = 'Error encountered while updating address, please try again later';
const DELETE_FAILED = 'Error encountered while deleting address, please try again later';
const INVALID_COMBINATION = 'Please enter a valid City, State, Postal Code combination.';
const LIMIT_TEXT = 'You can keep up to 2 addresses for a patient. Delete one to add another.';

const SHARED: PatientAddress = { ...HOME_ADDRESS, addressId: 'shared-1', usage: 'SHARED1', isShared: true };

const retry = { type: 'addresses.retry' } as const;
const add = { type: 'addresses.add' } as const;
const edit = (addressId: string) => ({ type: 'addresses.edit', addressId }) as const;
const remove = (addressId: string) => ({ type: 'addresses.delete', addressId }) as const;
const submit = { type: 'addresses.submit', values: VINE_STREET } as const;
const confirm = { type: 'addresses.confirmDelete' } as const;
const cancel = { type: 'addresses.cancel' } as const;
const listed = (output: AddressesResponse) => ({ type: 'xstate.done.actor.fetchAddresses', output });
const loadFails = { type: 'xstate.error.actor.fetchAddresses', error: SERVER_ERROR };
const added = (output: AddressesResponse) => ({ type: 'xstate.done.actor.addAddress', output });
const addFails = (error: unknown) => ({ type: 'xstate.error.actor.addAddress', error });
const updated = (output: AddressesResponse) => ({ type: 'xstate.done.actor.updateAddress', output });
const updateFails = (error: unknown) => ({ type: 'xstate.error.actor.updateAddress', error });
const deleted = (output: AddressesResponse) => ({ type: 'xstate.done.actor.deleteAddress', output });
const deleteFails = { type: 'xstate.error.actor.deleteAddress', error: SERVER_ERROR };

/** The address shape of §7.1 for 1014 Vine St, Suite 200, Cincinnati, OH 45202 (state as an object, §3). */
const VINE_REQUEST = {
  addressDetails: {
    address1: '1014 Vine St',
    address2: 'Suite 200',
    city: 'Cincinnati',
    state: { value: 'OH', country: 'US' },
    zipCode: '45202',
  },
};

const initial = {
  patientNumber: JORDAN,
  addresses: [],
  limitReached: false,
  addressId: null,
  values: null,
  error: null,
};
const wholeContext = (expected: Record<string, unknown>) => (run: { snapshot: () => { context: unknown } }) =>
  expect(run.snapshot().context).toEqual({ ...initial, ...expected });

/** The list with Jordan's home address (one address, no limit). */
const onList = [listed(ONE_ADDRESS)];
const homeOnly = { addresses: [HOME_ADDRESS], limitReached: false };
const toast = (heading: string) => ({
  type: 'notify',
  params: { toast: { heading, text: `${heading}.`, tone: 'success' } },
});

const cases: Case[] = [
  // §4 General loading / §7.1 GET /addresses.
  {
    name: '§7.1 the chart starts loading the addresses of the patient (GET /addresses?patientNumber=100234567), busy',
    input,
    steps: [],
    state: 'loading',
    tags: ['busy'],
    calls: { fetchAddresses: { patientNumber: JORDAN } },
    callCounts: { fetchAddresses: 1, addAddress: 0, updateAddress: 0, deleteAddress: 0 },
    verify: wholeContext({}),
  },
  {
    name: 'while loading, add, edit, delete, submit, cancel and retry are refused',
    input,
    steps: [],
    refuses: [add, edit(HOME_ID), remove(HOME_ID), submit, confirm, cancel, retry],
  },
  {
    name: "the list of the answer: Jordan's home address, limit flag off, nothing chosen, not busy",
    input,
    steps: onList,
    state: 'list',
    notTags: ['busy'],
    verify: wholeContext(homeOnly),
  },
  {
    name: '§4 a failed load shows the failure (not busy) with only retry accepted',
    input,
    steps: [loadFails],
    state: 'failed',
    notTags: ['busy'],
    refuses: [add, edit(HOME_ID), remove(HOME_ID), submit, cancel],
    accepts: [retry],
    verify: wholeContext({}),
  },
  {
    name: 'retry after a failed load asks for the addresses again, busy',
    input,
    steps: [loadFails, retry],
    state: 'loading',
    tags: ['busy'],
    calls: { fetchAddresses: { patientNumber: JORDAN } },
    callCounts: { fetchAddresses: 2 },
  },
  {
    name: 'the retried load lists the addresses',
    input,
    steps: [loadFails, retry, listed(ONE_ADDRESS)],
    state: 'list',
    verify: wholeContext(homeOnly),
  },
  {
    name: 'the list refuses retry, submit, confirm and cancel',
    input,
    steps: onList,
    refuses: [retry, submit, confirm, cancel],
  },
  // §3 limit: at most 2 non-shared addresses before the flag is set.
  {
    name: '§3 no address on file (flag off): add is accepted',
    input,
    steps: [listed({ addresses: [], addressLimitReached: false })],
    state: 'list',
    accepts: [add],
  },
  {
    name: '§3 one address on file (below the limit, flag off): add opens the empty form',
    input,
    steps: [...onList, add],
    state: { adding: 'form' },
    notTags: ['busy'],
    verify: wholeContext(homeOnly),
  },
  {
    name: '§3 a shared address does not count: one own plus one shared (flag off), add accepted',
    input,
    steps: [listed({ addresses: [HOME_ADDRESS, SHARED], addressLimitReached: false })],
    accepts: [add],
  },
  {
    name: '§3 two non-shared addresses (at the limit, flag set): add is refused',
    input,
    steps: [listed(TWO_ADDRESSES)],
    state: 'list',
    refuses: [add],
    verify: wholeContext({ addresses: [HOME_ADDRESS, SECOND_ADDRESS], limitReached: true }),
  },
  // Adding (§7.1 POST, §8).
  {
    name: '§7.1 saving a new address posts it for the patient, trimmed, state as an object, no addressId; busy',
    input,
    steps: [...onList, add, submit],
    state: { adding: 'saving' },
    tags: ['busy'],
    calls: { addAddress: { patientNumber: JORDAN, addressId: null, address: VINE_REQUEST } },
    callCounts: { addAddress: 1, updateAddress: 0 },
    verify: wholeContext({ ...homeOnly, values: VINE_STREET }),
  },
  {
    name: '§5 the posted address is trimmed, the state upper-cased, an empty line 2 sent as null',
    input,
    steps: [
      ...onList,
      add,
      {
        type: 'addresses.submit',
        values: {
          address1: ' 1014 Vine St ',
          address2: '  ',
          city: ' Cincinnati ',
          state: 'oh',
          zipCode: ' 45202 ',
        },
      },
    ],
    calls: {
      addAddress: {
        patientNumber: JORDAN,
        addressId: null,
        address: { addressDetails: { ...VINE_REQUEST.addressDetails, address2: null } },
      },
    },
  },
  {
    name: 'while an address is saved, cancel and a second submit are refused (the save is not abandoned)',
    input,
    steps: [...onList, add, submit],
    refuses: [cancel, submit, add, retry],
  },
  {
    name: "a saved address: the server's list (two addresses, flag set), the form closed, the toast 'Address added'",
    input,
    steps: [...onList, add, submit, added(TWO_ADDRESSES)],
    state: 'list',
    notTags: ['busy'],
    actions: [toast('Address added')],
    refuses: [add],
    verify: wholeContext({ addresses: [HOME_ADDRESS, SECOND_ADDRESS], limitReached: true }),
  },
  {
    name: `§8 a refused combination (422) keeps the add form and its values with '${INVALID_COMBINATION}'`,
    input,
    steps: [...onList, add, submit, addFails(COMBINATION_REFUSED)],
    state: { adding: 'form' },
    notTags: ['busy'],
    notActions: ['notify'],
    verify: wholeContext({ ...homeOnly, values: VINE_STREET, error: INVALID_COMBINATION }),
  },
  {
    name: `§8 a failed add (500) keeps the form and its values with '${ADD_FAILED}'`,
    input,
    steps: [...onList, add, submit, addFails(SERVER_ERROR)],
    state: { adding: 'form' },
    notActions: ['notify'],
    verify: wholeContext({ ...homeOnly, values: VINE_STREET, error: ADD_FAILED }),
  },
  {
    name: `a failure without an error code (none, a text, a code-less object) is the add text '${ADD_FAILED}'`,
    input,
    steps: [
      ...onList,
      add,
      submit,
      addFails(null),
      { check: (run) => expect(run.snapshot().context.error).toBe(ADD_FAILED) },
      submit,
      addFails(undefined),
      { check: (run) => expect(run.snapshot().context.error).toBe(ADD_FAILED) },
      submit,
      addFails('INVALID_ADDRESS_COMBINATION'),
      { check: (run) => expect(run.snapshot().context.error).toBe(ADD_FAILED) },
      submit,
      addFails({ message: 'ADDRESS_LIMIT' }),
    ],
    state: { adding: 'form' },
    callCounts: { addAddress: 4 },
    verify: wholeContext({ ...homeOnly, values: VINE_STREET, error: ADD_FAILED }),
  },
  {
    name: `a limit answer (409) returns to the list with the flag set, the values dropped, and '${LIMIT_TEXT}'`,
    input,
    steps: [...onList, add, submit, addFails(LIMIT_REFUSED)],
    state: 'list',
    notActions: ['notify'],
    refuses: [add],
    accepts: [edit(HOME_ID), remove(HOME_ID)],
    verify: wholeContext({ addresses: [HOME_ADDRESS], limitReached: true, error: LIMIT_TEXT }),
  },
  {
    name: 'submitting again after a refusal clears the text and posts the new values',
    input,
    steps: [
      ...onList,
      add,
      submit,
      addFails(COMBINATION_REFUSED),
      { type: 'addresses.submit', values: { ...VINE_STREET, zipCode: '45203' } },
    ],
    state: { adding: 'saving' },
    callCounts: { addAddress: 2 },
    calls: {
      addAddress: {
        patientNumber: JORDAN,
        addressId: null,
        address: { addressDetails: { ...VINE_REQUEST.addressDetails, zipCode: '45203' } },
      },
    },
    verify: wholeContext({ ...homeOnly, values: { ...VINE_STREET, zipCode: '45203' } }),
  },
  {
    name: 'cancel on the add form (after a refusal) returns to the list, forgetting the values and the text',
    input,
    steps: [...onList, add, submit, addFails(SERVER_ERROR), cancel],
    state: 'list',
    callCounts: { addAddress: 1 },
    verify: wholeContext(homeOnly),
  },
  {
    name: 'opening the add form clears the text of a failed delete',
    input,
    steps: [...onList, remove(HOME_ID), confirm, deleteFails, add],
    state: { adding: 'form' },
    verify: wholeContext(homeOnly),
  },
  {
    name: 'the add form refuses edit, delete, confirm and retry',
    input,
    steps: [...onList, add],
    refuses: [edit(HOME_ID), remove(HOME_ID), confirm, retry, add],
    accepts: [submit, cancel],
  },
  // Editing (§7.1 PATCH, §8).
  {
    name: "edit of Jordan's own home address opens its form with that address chosen",
    input,
    steps: [...onList, edit(HOME_ID)],
    state: { editing: 'form' },
    notTags: ['busy'],
    accepts: [submit, cancel],
    refuses: [add, confirm, retry, edit(HOME_ID)],
    verify: wholeContext({ ...homeOnly, addressId: HOME_ID }),
  },
  {
    name: 'a shared address or one the list does not hold cannot be edited or deleted',
    input,
    steps: [listed({ addresses: [HOME_ADDRESS, SHARED], addressLimitReached: false })],
    state: 'list',
    accepts: [edit(HOME_ID), remove(HOME_ID)],
    refuses: [edit('shared-1'), remove('shared-1'), edit('someone-elses'), remove('someone-elses'), edit('')],
  },
  {
    name: '§7.1 saving an edit patches the chosen address (the second one) for the patient; busy',
    input,
    steps: [listed(TWO_ADDRESSES), edit(SECOND_ID), submit],
    state: { editing: 'saving' },
    tags: ['busy'],
    calls: { updateAddress: { patientNumber: JORDAN, addressId: SECOND_ID, address: VINE_REQUEST } },
    callCounts: { updateAddress: 1, addAddress: 0 },
    refuses: [cancel, submit],
    verify: wholeContext({
      addresses: [HOME_ADDRESS, SECOND_ADDRESS],
      limitReached: true,
      addressId: SECOND_ID,
      values: VINE_STREET,
    }),
  },
  {
    name: "a saved edit: the server's list, nothing chosen, the toast 'Address updated'",
    input,
    steps: [listed(TWO_ADDRESSES), edit(SECOND_ID), submit, updated(ONE_ADDRESS)],
    state: 'list',
    notTags: ['busy'],
    actions: [toast('Address updated')],
    verify: wholeContext(homeOnly),
  },
  {
    name: `§8 a refused combination (422) keeps the edit form with '${INVALID_COMBINATION}'`,
    input,
    steps: [...onList, edit(HOME_ID), submit, updateFails(COMBINATION_REFUSED)],
    state: { editing: 'form' },
    notActions: ['notify'],
    verify: wholeContext({
      ...homeOnly,
      addressId: HOME_ID,
      values: VINE_STREET,
      error: INVALID_COMBINATION,
    }),
  },
  {
    name: `§8 a failed update (500) keeps the edit form with '${UPDATE_FAILED}'`,
    input,
    steps: [...onList, edit(HOME_ID), submit, updateFails(SERVER_ERROR)],
    state: { editing: 'form' },
    verify: wholeContext({ ...homeOnly, addressId: HOME_ID, values: VINE_STREET, error: UPDATE_FAILED }),
  },
  {
    name: `a limit answer (409) to an update is the update text '${UPDATE_FAILED}', the flag untouched`,
    input,
    steps: [...onList, edit(HOME_ID), submit, updateFails(LIMIT_REFUSED)],
    state: { editing: 'form' },
    verify: wholeContext({ ...homeOnly, addressId: HOME_ID, values: VINE_STREET, error: UPDATE_FAILED }),
  },
  {
    name: 'an update failure without an error code is the update text',
    input,
    steps: [...onList, edit(HOME_ID), submit, updateFails(null)],
    state: { editing: 'form' },
    context: { error: UPDATE_FAILED },
  },
  {
    name: 'submitting the edit again after a refusal clears the text and patches the same address',
    input,
    steps: [...onList, edit(HOME_ID), submit, updateFails(SERVER_ERROR), submit],
    state: { editing: 'saving' },
    callCounts: { updateAddress: 2 },
    calls: { updateAddress: { patientNumber: JORDAN, addressId: HOME_ID, address: VINE_REQUEST } },
    verify: wholeContext({ ...homeOnly, addressId: HOME_ID, values: VINE_STREET }),
  },
  {
    name: 'cancel on the edit form (after a refusal) returns to the list with nothing chosen, no values, no text',
    input,
    steps: [...onList, edit(HOME_ID), submit, updateFails(COMBINATION_REFUSED), cancel],
    state: 'list',
    verify: wholeContext(homeOnly),
  },
  {
    name: 'opening an edit clears the limit text shown above the list',
    input,
    steps: [...onList, add, submit, addFails(LIMIT_REFUSED), edit(HOME_ID)],
    state: { editing: 'form' },
    verify: wholeContext({ addresses: [HOME_ADDRESS], limitReached: true, addressId: HOME_ID }),
  },
  // Deleting (§7.1 DELETE, §8).
  {
    name: 'delete of the home address asks for confirmation first, without a call',
    input,
    steps: [...onList, remove(HOME_ID)],
    state: { deleting: 'confirming' },
    notTags: ['busy'],
    callCounts: { deleteAddress: 0 },
    accepts: [confirm, cancel],
    refuses: [submit, add, retry, remove(HOME_ID), edit(HOME_ID)],
    verify: wholeContext({ ...homeOnly, addressId: HOME_ID }),
  },
  {
    name: 'keeping the address (cancel) returns to the list with nothing chosen, no call',
    input,
    steps: [...onList, remove(HOME_ID), cancel],
    state: 'list',
    callCounts: { deleteAddress: 0 },
    verify: wholeContext(homeOnly),
  },
  {
    name: '§7.1 confirming deletes the chosen address (the first of two) of the patient; busy',
    input,
    steps: [listed(TWO_ADDRESSES), remove(HOME_ID), confirm],
    state: { deleting: 'removing' },
    tags: ['busy'],
    calls: { deleteAddress: { patientNumber: JORDAN, addressId: HOME_ID } },
    callCounts: { deleteAddress: 1 },
    refuses: [cancel, confirm, submit],
  },
  {
    name: "a deleted address: the server's list, nothing chosen, the toast 'Address deleted'",
    input,
    steps: [
      listed(TWO_ADDRESSES),
      remove(HOME_ID),
      confirm,
      deleted({ addresses: [SECOND_ADDRESS], addressLimitReached: false }),
    ],
    state: 'list',
    notTags: ['busy'],
    actions: [toast('Address deleted')],
    accepts: [add],
    verify: wholeContext({ addresses: [SECOND_ADDRESS] }),
  },
  {
    name: `§8 a failed delete returns to the list, the address kept, with '${DELETE_FAILED}'`,
    input,
    steps: [listed(TWO_ADDRESSES), remove(HOME_ID), confirm, deleteFails],
    state: 'list',
    notTags: ['busy'],
    notActions: ['notify'],
    verify: wholeContext({
      addresses: [HOME_ADDRESS, SECOND_ADDRESS],
      limitReached: true,
      error: DELETE_FAILED,
    }),
  },
  {
    name: 'deleting again after a failed delete clears the text and calls again (retry)',
    input,
    steps: [listed(TWO_ADDRESSES), remove(HOME_ID), confirm, deleteFails, remove(HOME_ID)],
    state: { deleting: 'confirming' },
    verify: wholeContext({
      addresses: [HOME_ADDRESS, SECOND_ADDRESS],
      limitReached: true,
      addressId: HOME_ID,
    }),
  },
];

describe('rxAddresses chart: oracle (literals from the spec)', () => {
  oracleTable(loadChart, cases);
});

const EMPTY_FORM = { address1: '', address2: '', city: '', state: '', zipCode: '' };
const HOME_FORM = {
  address1: '4821 Maple Ridge Dr',
  address2: 'Apt 3B',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45227',
};
const listView: AddressesView = {
  screen: 'list',
  mode: null,
  saving: false,
  addresses: [HOME_ADDRESS],
  limitReached: false,
  canAdd: true,
  error: null,
  formValues: EMPTY_FORM,
  addressId: null,
};

const viewCases: { name: string; steps: OracleStep[]; view: AddressesView }[] = [
  {
    name: 'the view while loading: screen loading, no addresses, add unavailable, the empty form',
    steps: [],
    view: { ...listView, screen: 'loading', addresses: [], canAdd: false },
  },
  {
    name: 'the view of a failed load: screen failed, add unavailable',
    steps: [loadFails],
    view: { ...listView, screen: 'failed', addresses: [], canAdd: false },
  },
  { name: 'the view of the list: the home address, add available', steps: onList, view: listView },
  {
    name: 'the view of the list at the limit: limitReached, add unavailable',
    steps: [listed(TWO_ADDRESSES)],
    view: { ...listView, addresses: [HOME_ADDRESS, SECOND_ADDRESS], limitReached: true, canAdd: false },
  },
  {
    name: 'the view of the add form: mode add, the empty form',
    steps: [...onList, add],
    view: { ...listView, screen: 'form', mode: 'add', canAdd: false },
  },
  {
    name: 'the view while a new address is saved: saving, the submitted values',
    steps: [...onList, add, submit],
    view: { ...listView, screen: 'form', mode: 'add', saving: true, canAdd: false, formValues: VINE_STREET },
  },
  {
    name: 'the view of a refused add: the form with the submitted values and the 422 text',
    steps: [...onList, add, submit, addFails(COMBINATION_REFUSED)],
    view: {
      ...listView,
      screen: 'form',
      mode: 'add',
      canAdd: false,
      formValues: VINE_STREET,
      error: INVALID_COMBINATION,
    },
  },
  {
    name: 'the view after a limit answer: the list, limitReached, the limit text',
    steps: [...onList, add, submit, addFails(LIMIT_REFUSED)],
    view: { ...listView, limitReached: true, canAdd: false, error: LIMIT_TEXT },
  },
  {
    name: 'the view of the edit form: mode edit, filled with the home address',
    steps: [...onList, edit(HOME_ID)],
    view: {
      ...listView,
      screen: 'form',
      mode: 'edit',
      canAdd: false,
      formValues: HOME_FORM,
      addressId: HOME_ID,
    },
  },
  {
    name: 'the edit form of an address without line 2 shows it empty',
    steps: [
      listed({
        addresses: [{ ...HOME_ADDRESS, addressDetails: { ...HOME_ADDRESS.addressDetails, address2: null } }],
        addressLimitReached: false,
      } as AddressesResponse),
      edit(HOME_ID),
    ],
    view: {
      ...listView,
      screen: 'form',
      mode: 'edit',
      canAdd: false,
      addresses: [{ ...HOME_ADDRESS, addressDetails: { ...HOME_ADDRESS.addressDetails, address2: null } }],
      formValues: { ...HOME_FORM, address2: '' },
      addressId: HOME_ID,
    } as AddressesView,
  },
  {
    name: 'the view of a refused edit: the submitted values, not the stored address, and the update text',
    steps: [...onList, edit(HOME_ID), submit, updateFails(SERVER_ERROR)],
    view: {
      ...listView,
      screen: 'form',
      mode: 'edit',
      canAdd: false,
      formValues: VINE_STREET,
      addressId: HOME_ID,
      error: UPDATE_FAILED,
    },
  },
  {
    name: 'the view while an edit is saved: mode edit, saving',
    steps: [...onList, edit(HOME_ID), submit],
    view: {
      ...listView,
      screen: 'form',
      mode: 'edit',
      saving: true,
      canAdd: false,
      formValues: VINE_STREET,
      addressId: HOME_ID,
    },
  },
  {
    name: 'the view of the delete question: confirmingDelete, no mode, the empty form',
    steps: [...onList, remove(HOME_ID)],
    view: { ...listView, screen: 'confirmingDelete', canAdd: false, addressId: HOME_ID },
  },
  {
    name: 'the view while deleting: removing',
    steps: [...onList, remove(HOME_ID), confirm],
    view: { ...listView, screen: 'removing', canAdd: false, addressId: HOME_ID },
  },
  {
    name: 'the view of a failed delete: the list with the delete text',
    steps: [...onList, remove(HOME_ID), confirm, deleteFails],
    view: { ...listView, error: DELETE_FAILED },
  },
];

describe('rxAddresses selectors: selectAddressesView on real snapshots', () => {
  for (const c of viewCases)
    it(c.name, async () => {
      const machine = await loadChart();
      const { selectAddressesView } = await import('../../machines/rx/addresses/addresses.selectors');
      checkOracle(machine, {
        name: c.name,
        input,
        steps: c.steps,
        verify: (run) => expect(selectAddressesView(run.snapshot() as never)).toEqual(c.view),
      });
    });
});

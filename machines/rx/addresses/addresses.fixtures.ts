/** Graph fixtures of the addresses chart: Jordan's seeded home address (fictional), a second one, and the answers
 *  of the sandbox (list with the limit flag, a 422 combination refusal, a 409 limit, a 500). */
import type { ApiError } from '../../../api/contracts/common';
import type { PatientAddress } from '../../../api/contracts/rx';
import type { AddressesResponse } from '../../../api/contracts/rx-profile';
import type { AddressFormValues } from '../../../domain/rx/profile';

export const HOME_ADDRESS: PatientAddress = {
  addressId: '0b6f6f0e-6f0e-4b6f-8f0e-000000000001',
  usage: 'HOME1',
  addressDetails: {
    address1: '4821 Maple Ridge Dr',
    address2: 'Apt 3B',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45227',
    country: 'US',
  },
  isShared: false,
};

export const SECOND_ADDRESS: PatientAddress = {
  addressId: '0b6f6f0e-6f0e-4b6f-8f0e-000000000002',
  usage: 'HOME2',
  addressDetails: {
    address1: '1014 Vine St',
    address2: 'Suite 200',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
    country: 'US',
  },
  isShared: false,
};

export const ONE_ADDRESS: AddressesResponse = { addresses: [HOME_ADDRESS], addressLimitReached: false };
export const TWO_ADDRESSES: AddressesResponse = {
  addresses: [HOME_ADDRESS, SECOND_ADDRESS],
  addressLimitReached: true,
};

export const VINE_STREET: AddressFormValues = {
  address1: '1014 Vine St',
  address2: 'Suite 200',
  city: 'Cincinnati',
  state: 'OH',
  zipCode: '45202',
};

const error = (status: number, code: string, message: string, endpoint: string): ApiError => ({
  name: 'ApiError',
  kind: 'http',
  endpoint,
  status,
  code,
  message,
});
export const COMBINATION_REFUSED = error(
  422,
  'INVALID_ADDRESS_COMBINATION',
  'Please enter a valid City, State, Postal Code combination.',
  'POST /rx/api/patient/100234567/addresses',
);
export const LIMIT_REFUSED = error(409, 'ADDRESS_LIMIT', 'limit', 'POST /rx/api/patient/100234567/addresses');
export const SERVER_ERROR = error(500, 'INTERNAL', 'Internal server error', 'GET /rx/api/addresses');

export const addressesEvents = [
  { type: 'addresses.retry' },
  { type: 'addresses.add' },
  { type: 'addresses.edit', addressId: HOME_ADDRESS.addressId },
  { type: 'addresses.delete', addressId: HOME_ADDRESS.addressId },
  { type: 'addresses.submit', values: VINE_STREET },
  { type: 'addresses.confirmDelete' },
  { type: 'addresses.cancel' },
  { type: 'xstate.done.actor.fetchAddresses', output: ONE_ADDRESS },
  { type: 'xstate.error.actor.fetchAddresses', error: SERVER_ERROR },
  { type: 'xstate.done.actor.addAddress', output: TWO_ADDRESSES },
  { type: 'xstate.error.actor.addAddress', error: COMBINATION_REFUSED },
  { type: 'xstate.error.actor.addAddress', error: LIMIT_REFUSED },
  { type: 'xstate.error.actor.addAddress', error: SERVER_ERROR },
  { type: 'xstate.done.actor.updateAddress', output: ONE_ADDRESS },
  { type: 'xstate.error.actor.updateAddress', error: COMBINATION_REFUSED },
  { type: 'xstate.error.actor.updateAddress', error: SERVER_ERROR },
  { type: 'xstate.done.actor.deleteAddress', output: ONE_ADDRESS },
  { type: 'xstate.error.actor.deleteAddress', error: SERVER_ERROR },
] as const;

/** A state's identity: where it is, how many addresses, the limit flag and whether an error shows. */
export const serializeAddressesState = (s: {
  value: unknown;
  context: { addresses: unknown[]; limitReached: boolean; error: string | null };
}) => JSON.stringify([s.value, s.context.addresses.length, s.context.limitReached, s.context.error]);

export const addressesModel = {
  events: addressesEvents,
  serializeState: serializeAddressesState,
  input: { patientNumber: '100234567' },
};

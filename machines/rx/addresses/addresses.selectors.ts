/** What views read of the addresses chart. */
import type { SnapshotFrom } from 'xstate';
import type { PatientAddress } from '../../../api/contracts/rx';
import { addressFormOf, type AddressFormValues, EMPTY_ADDRESS_FORM } from '../../../domain/rx/profile';
import type { addressesMachine } from './addresses.machine';

export type AddressesSnapshot = SnapshotFrom<typeof addressesMachine>;

export interface AddressesView {
  screen: 'loading' | 'failed' | 'list' | 'form' | 'confirmingDelete' | 'removing';
  mode: 'add' | 'edit' | null;
  saving: boolean;
  addresses: PatientAddress[];
  limitReached: boolean;
  canAdd: boolean;
  error: string | null;
  /** The form's starting values: what was last submitted, the address being edited, or empty. */
  formValues: AddressFormValues;
  addressId: string | null;
}

export function selectAddressesView(s: AddressesSnapshot): AddressesView {
  const mode = s.matches('adding') ? 'add' : s.matches('editing') ? 'edit' : null;
  const editing = s.context.addresses.find((a) => a.addressId === s.context.addressId);
  return {
    screen: mode
      ? 'form'
      : s.matches('loading')
        ? 'loading'
        : s.matches('failed')
          ? 'failed'
          : s.matches({ deleting: 'confirming' })
            ? 'confirmingDelete'
            : s.matches({ deleting: 'removing' })
              ? 'removing'
              : 'list',
    mode,
    saving: s.matches({ adding: 'saving' }) || s.matches({ editing: 'saving' }),
    addresses: s.context.addresses,
    limitReached: s.context.limitReached,
    canAdd: s.can({ type: 'addresses.add' }),
    error: s.context.error,
    formValues:
      s.context.values ?? (editing && mode === 'edit' ? addressFormOf(editing) : EMPTY_ADDRESS_FORM),
    addressId: s.context.addressId,
  };
}

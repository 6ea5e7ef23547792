/**
 * The patient profile's and patient access's charts with their real side effects (issue 12 part 1): each call
 * loads the pharmacy's API chunk on first use (src/rx/api.ts); toasts go to the pharmacy's toaster, and a change of
 * who or what the customer may act for has the patients chart read the patients again. Page-scoped: the routes
 * create one actor per page (and per patient) from these machines.
 */
import { fromPromise } from 'xstate';
import type { RxNotification } from '../../api/contracts/rx-profile';
import { addressesMachine } from '../../machines/rx/addresses/addresses.machine';
import { commPrefsMachine } from '../../machines/rx/commPrefs/commPrefs.machine';
import { loyaltyCardMachine } from '../../machines/rx/loyaltyCard/loyaltyCard.machine';
import { notificationsMachine } from '../../machines/rx/notifications/notifications.machine';
import { patientAccessMachine } from '../../machines/rx/patientAccess/patientAccess.machine';
import type { RxServices } from '../../ui/rx/services';
import type { Toast } from '../../domain/rx/toasts';
import { unlessAborted } from '../services';
import type { RxApiLoader } from './services';

export function profileMachines(loadRx: RxApiLoader, rx: Pick<RxServices, 'toaster' | 'patients'>) {
  const notify = (_: unknown, params: { toast: Toast }) =>
    rx.toaster.send({ type: 'toast.show', toast: params.toast });
  const refreshPatients = () => rx.patients.send({ type: 'patients.load', force: true });
  const api = async () => (await loadRx()).rxProfile;
  return {
    addresses: addressesMachine.provide({
      actors: {
        fetchAddresses: fromPromise(async ({ input, signal }) =>
          unlessAborted(signal, (await api()).fetchAddresses(input.patientNumber, signal)),
        ),
        addAddress: fromPromise(async ({ input, signal }) =>
          unlessAborted(signal, (await api()).addAddress(input.patientNumber, input.address, signal)),
        ),
        updateAddress: fromPromise(async ({ input, signal }) =>
          unlessAborted(
            signal,
            (await api()).updateAddress(input.patientNumber, input.addressId ?? '', input.address, signal),
          ),
        ),
        deleteAddress: fromPromise(async ({ input, signal }) =>
          unlessAborted(signal, (await api()).deleteAddress(input.patientNumber, input.addressId, signal)),
        ),
      },
      actions: { notify },
    }),
    loyaltyCard: loyaltyCardMachine.provide({
      actors: {
        saveLoyaltyCard: fromPromise(async ({ input, signal }) =>
          unlessAborted(
            signal,
            (await api()).saveLoyaltyCard(input.patientNumber, input.loyaltyCardNumber, signal),
          ),
        ),
        deleteLoyaltyCard: fromPromise(async ({ input, signal }) =>
          unlessAborted(signal, (await api()).deleteLoyaltyCard(input.patientNumber, signal)),
        ),
      },
      actions: { notify, refreshPatients },
    }),
    commPrefs: commPrefsMachine.provide({
      actors: {
        fetchNotificationSettings: fromPromise(async ({ input, signal }) =>
          unlessAborted(signal, (await api()).fetchNotificationSettings(input.patientNumber, signal)),
        ),
        saveNotificationSettings: fromPromise(async ({ input, signal }) =>
          unlessAborted(
            signal,
            (await api()).saveNotificationSettings(input.patientNumber, input.settings, signal),
          ),
        ),
      },
      actions: { notify, refreshPatients },
    }),
    notifications: notificationsMachine.provide({
      actors: {
        fetchNotifications: fromPromise<RxNotification[], { patientNumber: string; hasChild: boolean }>(
          async ({ input, signal }) =>
            unlessAborted(
              signal,
              (await api()).fetchNotifications(input.patientNumber, input.hasChild, signal),
            ),
        ),
        dismissNotification: fromPromise(async ({ input, signal }) =>
          unlessAborted(signal, (await api()).dismissNotification(input, signal)),
        ),
      },
      actions: { refreshPatients },
    }),
    patientAccess: patientAccessMachine.provide({
      actors: {
        fetchAccess: fromPromise(async ({ signal }) =>
          unlessAborted(signal, (await api()).fetchRelationships(signal)),
        ),
        updateAccess: fromPromise(async ({ input, signal }) =>
          unlessAborted(signal, (await api()).updateRelationship(input, signal)),
        ),
      },
      actions: { notify, refreshPatients },
    }),
  };
}

export type ProfileMachines = ReturnType<typeof profileMachines>;

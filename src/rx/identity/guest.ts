/** Guest verification (machines/rx/guestVerification) with its real calls. */
import { guestVerificationMachine } from '../../../machines/rx/guestVerification/guestVerification.machine';
import type { RxApiLoader } from '../services';
import { call, type Identity } from './calls';

export function guestVerificationMachineWith(load: RxApiLoader) {
  return guestVerificationMachine.provide({
    actors: {
      verifyGuest: call(load, (api, input: Parameters<Identity['verifyGuest']>[0], signal) =>
        api.verifyGuest(input, signal),
      ),
      fetchGuestStatus: call(load, (api, input: { patientNumber: string; timestamp: string }, signal) =>
        api.fetchGuestVerificationStatus(input, signal),
      ),
    },
  });
}

/**
 * The records charts of issue 12 part 2 with their real side effects (the pharmacy's API chunk, loaded on first use):
 * auto-refill, refill programs, history, receipts, prescription details, monograph and the vaccine record. Routes
 * (src/routes/rx/*) create one actor per page from these and hand UI effects (toast, navigation, print, download).
 */
import { fromPromise } from 'xstate';
import { autoRefillMachine } from '../../machines/rx/autoRefill/autoRefill.machine';
import { historyMachine } from '../../machines/rx/history/history.machine';
import { monographMachine } from '../../machines/rx/monograph/monograph.machine';
import { prescriptionDetailMachine } from '../../machines/rx/prescriptionDetail/prescriptionDetail.machine';
import { receiptsMachine } from '../../machines/rx/receipts/receipts.machine';
import { refillProgramsMachine } from '../../machines/rx/refillPrograms/refillPrograms.machine';
import { vaccineRecordMachine } from '../../machines/rx/vaccineRecord/vaccineRecord.machine';
import { chooseAutoRefillPatient } from '../../domain/rx/autoRefill';
import type { Toast } from '../../domain/rx/toasts';
import type { DateRange } from '../../domain/rx/history';
import type { SmartHealthCard } from '../../api/contracts/rx-vaccine-record';
import { unlessAborted } from '../services';
import type { RxApiLoader } from './services';

export interface UiEffects {
  notify: (toast: Toast) => void;
  navigate: (path: string) => void;
}

export function provideAutoRefill(loadRx: RxApiLoader, ui: UiEffects, mainPath: string) {
  return autoRefillMachine.provide({
    actors: {
      loadAutoRefill: fromPromise(async ({ input, signal }) => {
        const api = await loadRx();
        const patients = await unlessAborted(signal, api.rx.fetchPatientProfiles(signal));
        const chosen = chooseAutoRefillPatient(patients, input.patientNumber);
        if (!chosen) return { patients, prescriptions: [], locations: [], reminders: [] };
        const [prescriptions, locations, reminders] = await unlessAborted(
          signal,
          Promise.all([
            api.rx.fetchPatientPrescriptions({ patientNumber: chosen.patientNumber }, signal),
            api.rxAutoRefill.fetchFillLocations(chosen.patientNumber, signal),
            api.rxAutoRefill.fetchProgramReminders(signal),
          ]),
        );
        return { patients, prescriptions, locations, reminders };
      }),
      saveEnrollment: fromPromise(async ({ input, signal }) => {
        const { patientNumber, linkedPatient, ...body } = input;
        return (await loadRx()).rxAutoRefill.saveAutoRefillEnrollment(
          patientNumber,
          body,
          linkedPatient ?? undefined,
          signal,
        );
      }),
      updatePrescription: fromPromise(async ({ input, signal }) =>
        (await loadRx()).rxAutoRefill.updatePrescriptionProgram(input.rxRecordNumber, input.option, signal),
      ),
      updatePrescriptions: fromPromise(async ({ input, signal }) =>
        (await loadRx()).rxAutoRefill.updatePrescriptionPrograms(
          input.patientNumber,
          { prescriptions: input.prescriptions },
          signal,
        ),
      ),
      saveReminder: fromPromise(async ({ input, signal }) =>
        (await loadRx()).rxAutoRefill.saveProgramReminder(input, signal),
      ),
      deleteReminder: fromPromise(async ({ input, signal }) =>
        (await loadRx()).rxAutoRefill.deleteProgramReminder(input.patientNum, input.programId, signal),
      ),
    },
    actions: {
      notify: (_, { toast }) => ui.notify(toast),
      goToMain: () => ui.navigate(mainPath),
    },
  });
}

export function provideRefillPrograms(loadRx: RxApiLoader, ui: UiEffects) {
  return refillProgramsMachine.provide({
    actors: {
      loadPrograms: fromPromise(async ({ input, signal }) => {
        const api = (await loadRx()).rxAutoRefill;
        const [programs, enrollments] = await unlessAborted(
          signal,
          Promise.all([
            api.fetchPatientPrograms(signal),
            api.fetchProgramEnrollments(input.patientNumber, signal),
          ]),
        );
        return { programs, enrollments };
      }),
      saveEnrollment: fromPromise(async ({ input, signal }) =>
        (await loadRx()).rxAutoRefill.saveProgramEnrollment(input.patientNumber, input.body, signal),
      ),
    },
    actions: { notify: (_, { toast }) => ui.notify(toast) },
  });
}

export function provideHistory(
  loadRx: RxApiLoader,
  effects: { openExpenseReport: (range: DateRange) => void; print: () => void },
) {
  return historyMachine.provide({
    actors: {
      fetchHistory: fromPromise(async ({ input, signal }) => {
        const api = (await loadRx()).rxHistory;
        const [history, kinds] = await unlessAborted(
          signal,
          Promise.all([
            api.fetchTransactions(input, signal),
            api.fetchHasMailOrder(input.patientNumber, signal),
          ]),
        );
        return { ...history, ...kinds };
      }),
    },
    actions: {
      openExpenseReport: (_, range) => effects.openExpenseReport(range),
      printReport: () => effects.print(),
    },
  });
}

export function provideReceipts(loadRx: RxApiLoader) {
  return receiptsMachine.provide({
    actors: {
      fetchReceipts: fromPromise(async ({ input, signal }) =>
        unlessAborted(signal, (await loadRx()).rxHistory.fetchReceipts(input.loyaltyId, signal)),
      ),
    },
  });
}

export function provideDetail(loadRx: RxApiLoader) {
  return prescriptionDetailMachine.provide({
    actors: {
      fetchDetail: fromPromise(async ({ input, signal }) =>
        unlessAborted(
          signal,
          (await loadRx()).rxHistory.fetchPrescriptionTransactions(
            input.rxRecordNumber,
            input.patientNumber,
            signal,
          ),
        ),
      ),
    },
  });
}

export function provideMonograph(loadRx: RxApiLoader) {
  return monographMachine.provide({
    actors: {
      fetchMonograph: fromPromise(async ({ input, signal }) => {
        const api = (await loadRx()).rxHistory;
        const [monograph, images] = await unlessAborted(
          signal,
          Promise.all([
            api.fetchMonograph(input.productNumber, input.languageCode, signal),
            api.fetchMonographImages(input.productNumber, signal),
          ]),
        );
        return { monograph, images };
      }),
    },
  });
}

/** Saves the card as a .smart-health-card file (SMART Health Cards: {"verifiableCredential": [jws]}). */
export function downloadHealthCard(card: SmartHealthCard, mime: string): void {
  const blob = new Blob([JSON.stringify({ verifiableCredential: card.verifiableCredential })], {
    type: mime,
  });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = card.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function provideVaccineRecord(
  loadRx: RxApiLoader,
  effects: { openResult: () => void; redirectExpired: () => void; download: (card: SmartHealthCard) => void },
) {
  return vaccineRecordMachine.provide({
    actors: {
      verifyDvr: fromPromise(async ({ input, signal }) =>
        (await loadRx()).rxVaccineRecord.verifyDvr(input, signal),
      ),
      sendSecureMessage: fromPromise(async ({ input, signal }) =>
        (await loadRx()).rxVaccineRecord.sendDvrSecureMessage(input.verificationId, signal),
      ),
      fetchCard: fromPromise(async ({ input, signal }) =>
        unlessAborted(signal, (await loadRx()).rxVaccineRecord.fetchSmartHealthCard(input.token, signal)),
      ),
    },
    actions: {
      openResult: () => effects.openResult(),
      redirectExpired: () => effects.redirectExpired(),
      downloadCard: (_, { card }) => {
        if (card) effects.download(card);
      },
    },
  });
}

/**
 * The link and new-patient flows with their real calls (pharmacy-portal.md §4 "Link flow", "New-patient flow"). They
 * span several pages, so their actors live as long as the app (one per app, like the pharmacy services) until they
 * end; the sub-flows (identity quiz, prescriber quiz, security questions) run inside them. The toast after linking
 * goes to the shell's toaster.
 */
import { type ActorRefFrom, createActor } from 'xstate';
import { identityQuizMachine } from '../../../machines/rx/identityQuiz/identityQuiz.machine';
import { linkMachine } from '../../../machines/rx/link/link.machine';
import { newPatientMachine } from '../../../machines/rx/newPatient/newPatient.machine';
import { prescriberQuizMachine } from '../../../machines/rx/prescriberQuiz/prescriberQuiz.machine';
import type { AppServices } from '../../../ui/app/services';
import type { RxServices } from '../../../ui/rx/services';
import { createRxApiLoader, type RxApiLoader } from '../services';
import { call, type Identity } from './calls';
import { challengeCreateWith } from './challenges';

export function identityQuizWith(load: RxApiLoader) {
  return identityQuizMachine.provide({
    actors: {
      startQuiz: call(load, (api, input: { patientNumber: string }, signal) =>
        api.startIdentityQuiz(input.patientNumber, signal),
      ),
      answerQuiz: call(load, (api, input: Parameters<Identity['answerIdentityQuiz']>[0], signal) =>
        api.answerIdentityQuiz(input, signal),
      ),
    },
  });
}

export function prescriberQuizWith(load: RxApiLoader) {
  return prescriberQuizMachine.provide({
    actors: {
      startPrescriberQuiz: call(load, (api, input: { patientNumber: string }, signal) =>
        api.startPrescriberQuiz(input.patientNumber, signal),
      ),
      answerPrescriberQuiz: call(load, (api, input: { quizId: string; prescriberNumber: string }, signal) =>
        api.answerPrescriberQuiz(input, signal),
      ),
    },
  });
}

export function linkMachineWith(load: RxApiLoader, rx: RxServices) {
  return linkMachine.provide({
    actors: {
      loadLinkStatus: call(load, (api, _input: unknown, signal) => api.fetchLinkStatus(signal)),
      matchPatient: call(load, (api, input: Parameters<Identity['matchPatient']>[0], signal) =>
        api.matchPatient(input, signal),
      ),
      lookupPrescription: call(load, (api, input: Parameters<Identity['lookupPrescription']>[0], signal) =>
        api.lookupPrescription(input, signal),
      ),
      verifyPrescription: call(load, (api, input: Parameters<Identity['verifyPrescription']>[0], signal) =>
        api.verifyPrescription(input, signal),
      ),
      saveAccountHolder: call(load, (api, input: Parameters<Identity['saveAccountHolder']>[0], signal) =>
        api.saveAccountHolder(input, signal),
      ),
      linkPatient: call(
        load,
        (
          api,
          input: { method: 'patient' | 'prescription'; payload: Parameters<Identity['linkPatient']>[1] },
          signal,
        ) => api.linkPatient(input.method, input.payload, signal),
      ),
      identityQuiz: identityQuizWith(load),
      prescriberQuiz: prescriberQuizWith(load),
      challengeCreate: challengeCreateWith(load),
    },
    actions: {
      notifyLinked: (_, { toast }) => {
        rx.toaster.send({ type: 'toast.show', toast });
        // The patients changed: the next page reads them again.
        rx.patients.send({ type: 'patients.load', force: true });
      },
      // A request: nothing was added, the patients are the same.
      notifyRequested: (_, { toast }) => rx.toaster.send({ type: 'toast.show', toast }),
    },
  });
}

export function newPatientMachineWith(load: RxApiLoader) {
  return newPatientMachine.provide({
    actors: {
      loadStatus: call(load, (api, _input: unknown, signal) => api.fetchLinkStatus(signal)),
      saveAccountHolder: call(load, (api, input: Parameters<Identity['saveAccountHolder']>[0], signal) =>
        api.saveAccountHolder(input, signal),
      ),
      submitRequest: call(load, (api, input: Parameters<Identity['submitNewPatientRequest']>[0], signal) =>
        api.submitNewPatientRequest(input, signal),
      ),
      challengeCreate: challengeCreateWith(load),
    },
  });
}

// ------------------------------------------------------------------------------------------------------------
// The two flows that span pages: one actor per app, a new one once it ended or when the flow's first page is opened.

export type LinkActor = ActorRefFrom<typeof linkMachine>;
export type NewPatientActor = ActorRefFrom<typeof newPatientMachine>;

const flows = new WeakMap<
  AppServices,
  { link?: LinkActor; newPatient?: NewPatientActor; newPatientOwner?: string | null }
>();

/** The signed-in customer (the session's user id), or null. */
const customerOf = (app: AppServices) => app.session.getSnapshot().context.info?.userInfo?.userId ?? null;

function flowsOf(app: AppServices) {
  let entry = flows.get(app);
  if (!entry) {
    entry = {};
    flows.set(app, entry);
  }
  return entry;
}

/**
 * The link flow of this app. A new flow when none runs, the last one ended, or the shopper opened Add a Patient
 * (`restart`) while a flow stood on a later step; otherwise the running one (its page decides the address).
 */
export function linkFlowFor(
  app: AppServices,
  rx: RxServices,
  options: { restart: boolean; seamlessRedirectUrl: string | null },
): LinkActor {
  const entry = flowsOf(app);
  const current = entry.link;
  const snapshot = current?.getSnapshot();
  const stale =
    snapshot?.status !== 'active' || (options.restart && snapshot.context.page !== '/rx/link/patient');
  if (stale) {
    current?.stop();
    const load = createRxApiLoader(app);
    entry.link = createActor(linkMachineWith(load, rx), {
      input: { seamlessRedirectUrl: options.seamlessRedirectUrl, supportPhone: rx.settings.supportPhone },
      ...(app.inspect ? { inspect: app.inspect } : {}),
    }).start();
  }
  return entry.link!;
}

/**
 * The new-patient flow of this app (the same rule as the link flow: opening the form after a finished request, the
 * summary, starts afresh; the summary page itself shows the finished flow). It lives in memory only, for the customer
 * who typed it: after signing in again (a 401, §8) the same customer finds the request as typed; anyone else starts
 * afresh.
 */
export function newPatientFlowFor(app: AppServices, options: { restart: boolean }): NewPatientActor {
  const entry = flowsOf(app);
  const current = entry.newPatient;
  const snapshot = current?.getSnapshot();
  const customer = customerOf(app);
  const stale =
    !current ||
    entry.newPatientOwner !== customer ||
    snapshot?.status !== 'active' ||
    snapshot.matches({ steps: 'toLink' }) ||
    (options.restart && snapshot.context.page !== '/rx/new-patient');
  if (stale) {
    current?.stop();
    entry.newPatient = createActor(newPatientMachineWith(createRxApiLoader(app)), {
      ...(app.inspect ? { inspect: app.inspect } : {}),
    }).start();
    entry.newPatientOwner = customer;
  }
  return entry.newPatient!;
}

/**
 * What the dashboard walks (rxShellParts.ui.test.tsx, rx-shell-wiring-dashboard.ui.test.tsx) give DashboardScreen
 * besides their own chart: a pharmacy session that is active once the page marks it, and prescriptions answered at
 * once from the fixtures.
 */
import { createActor, fromPromise } from 'xstate';
import { FIXTURE_PRESCRIPTIONS } from '../../machines/rx/prescriptions/prescriptions.fixtures';
import { prescriptionsMachine } from '../../machines/rx/prescriptions/prescriptions.machine';
import { activeSession } from '../../machines/rx/session/rxSession.fixtures';
import { rxSessionMachine } from '../../machines/rx/session/rxSession.machine';

/** A call that never settles (typed for whichever actor it stands in for). */
export const never = fromPromise(() => new Promise<never>(() => {})) as never;

/** A started session and prescriptions actor, for one walk. */
export function activeSessionAndPrescriptions() {
  return {
    session: createActor(
      rxSessionMachine.provide({
        actors: {
          markActive: fromPromise(async () => activeSession),
          reportActivity: never,
          fetchSession: never,
        },
      }),
    ).start(),
    prescriptions: createActor(
      prescriptionsMachine.provide({
        actors: {
          fetchPrescriptions: fromPromise(async () => FIXTURE_PRESCRIPTIONS),
          setVisibility: never,
        },
      }),
    ).start(),
  };
}

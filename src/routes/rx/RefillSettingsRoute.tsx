/**
 * /rx/refill-settings (pharmacy-portal.md §2.1): the refill programs chart for the active patient.
 * RefillSettingsScreen is the page's view-to-event wiring; the records UI walk (tests/model/rxRecords.ui.test.tsx)
 * renders it, so a wiring mistake here fails that walk.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { refillProgramsMachine } from '../../../machines/rx/refillPrograms/refillPrograms.machine';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { NoPatients } from '../../../ui/rx/records/PatientPicker';
import { RefillSettingsView } from '../../../ui/rx/records/RefillSettingsView';
import { useRxServices } from '../../../ui/rx/services';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { PROGRAM_TEXTS } from '../../../domain/rx/programs';
import { RX_PATHS_UI } from '../../../domain/rx/routes';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { provideRefillPrograms } from '../../rx/records';
import { createRxApiLoader } from '../../rx/services';
import { useActivePatient } from './usePatients';

/** The refill settings page: loads the active patient's programs, its picker selecting on the patients chart. */
export function RefillSettingsScreen({ actor }: { actor: ActorRefFrom<typeof refillProgramsMachine> }) {
  const patients = useActivePatient();
  const active = patients.active?.patientNumber;
  useEffect(() => {
    if (active) actor.send({ type: 'programs.load', patientNumber: active });
  }, [actor, active]);
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.refillSettings} description={<p>{PROGRAM_TEXTS.intro}</p>} />
      {patients.none ? (
        <NoPatients
          failed={patients.status === 'failed'}
          addHref={RX_PATHS_UI.linkPatient}
          onRetry={patients.retry}
        />
      ) : (
        <RefillSettingsView
          actor={actor}
          patients={patients.patients}
          activePatient={active ?? ''}
          onSelectPatient={patients.select}
        />
      )}
    </section>
  );
}

export default function RefillSettingsRoute() {
  usePageTitle(RX_PAGE_TITLES.refillSettings);
  const app = useServices();
  const { toaster } = useRxServices();
  const machine = useMemo(
    () =>
      provideRefillPrograms(createRxApiLoader(app), {
        notify: (toast) => toaster.send({ type: 'toast.show', toast }),
        navigate: () => {},
      }),
    [app, toaster],
  );
  const actor = useActorRef(machine, app.inspect ? { inspect: app.inspect } : {});
  return <RefillSettingsScreen actor={actor} />;
}

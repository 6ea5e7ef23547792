/** /rx/comm-prefs (§2.1): Communication Preferences of the chosen patient. */
import { useActorRef } from '@xstate/react';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { CommPrefsView } from '../../../ui/rx/profile/CommPrefsView';
import { PerPatientPage } from '../../../ui/rx/profile/PatientProfileView';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import type { ProfileMachines } from '../../rx/profile';
import { useProfileMachines, usePagePatient } from './profileHooks';

function PatientPrefs({ patientNumber, machines }: { patientNumber: string; machines: ProfileMachines }) {
  const { inspect } = useServices();
  const actor = useActorRef(machines.commPrefs, { input: { patientNumber }, inspect });
  return <CommPrefsView actor={actor} />;
}

export default function CommPrefsRoute() {
  usePageTitle(RX_PAGE_TITLES.commPrefs);
  const machines = useProfileMachines();
  const page = usePagePatient();
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.commPrefs} />
      <PerPatientPage
        loading={page.loading}
        failed={page.failed}
        patients={page.patients}
        patient={page.patient}
        onSelect={page.select}
        onRetry={page.retry}
      >
        {page.patient && (
          <PatientPrefs
            key={page.patient.patientNumber}
            patientNumber={page.patient.patientNumber}
            machines={machines}
          />
        )}
      </PerPatientPage>
    </section>
  );
}

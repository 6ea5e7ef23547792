/** /rx/patient-access (§2.1): who may act for the customer's patient, and whom the customer acts for. */
import { useActorRef } from '@xstate/react';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { PatientAccessView } from '../../../ui/rx/profile/PatientAccessView';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { utcToday } from '../../../domain/rx/patientAccess';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import { useProfileMachines } from './profileHooks';

export default function PatientAccessRoute() {
  usePageTitle(RX_PAGE_TITLES.patientAccess);
  const machines = useProfileMachines();
  const { inspect } = useServices();
  const actor = useActorRef(machines.patientAccess, { input: { today: utcToday(new Date()) }, inspect });
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.patientAccess} />
      <PatientAccessView actor={actor} />
    </section>
  );
}

/** /rx/patient-profile (§2.1, signed in): the chosen patient's phones, email, loyalty card and addresses. */
import { useActorRef } from '@xstate/react';
import type { Patient } from '../../../api/contracts/rx';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { useServices } from '../../../ui/app/services';
import { AddressesSection } from '../../../ui/rx/profile/AddressesSection';
import { LoyaltyCardSection } from '../../../ui/rx/profile/LoyaltyCardSection';
import { ContactSection, PerPatientPage } from '../../../ui/rx/profile/PatientProfileView';
import { useRxServices } from '../../../ui/rx/services';
import { RxPageHeader } from '../../../ui/rx/shell/RxPageHeader';
import { RX_PAGE_TITLES } from '../../../domain/rx/titles';
import type { ProfileMachines } from '../../rx/profile';
import { useProfileMachines, usePagePatient } from './profileHooks';

function PatientSections({
  patient,
  machines,
  loyaltyCard,
}: {
  patient: Patient;
  machines: ProfileMachines;
  loyaltyCard: boolean;
}) {
  const { inspect } = useServices();
  const addresses = useActorRef(machines.addresses, {
    input: { patientNumber: patient.patientNumber },
    inspect,
  });
  const loyalty = useActorRef(machines.loyaltyCard, {
    input: {
      patientNumber: patient.patientNumber,
      loyaltyCardNumber: patient.loyaltyCardNumber,
      alternateId: patient.alternateId,
    },
    inspect,
  });
  return (
    <>
      <ContactSection patient={patient} />
      {loyaltyCard && <LoyaltyCardSection actor={loyalty} />}
      <AddressesSection actor={addresses} />
    </>
  );
}

export default function PatientProfileRoute() {
  usePageTitle(RX_PAGE_TITLES.patientProfile);
  const machines = useProfileMachines();
  const { settings } = useRxServices();
  const page = usePagePatient();
  return (
    <section>
      <RxPageHeader title={RX_PAGE_TITLES.patientProfile} />
      <PerPatientPage
        loading={page.loading}
        failed={page.failed}
        patients={page.patients}
        patient={page.patient}
        onSelect={page.select}
        onRetry={page.retry}
      >
        {page.patient && (
          <PatientSections
            key={page.patient.patientNumber}
            patient={page.patient}
            machines={machines}
            loyaltyCard={settings.loyaltyCard}
          />
        )}
      </PerPatientPage>
    </section>
  );
}

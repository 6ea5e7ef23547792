/** /rx/dashboard (§2.1): the patients chart's patients. */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectPatientsView } from '../../../machines/rx/patients/patients.selectors';
import { usePageTitle } from '../../../ui/app/pageTitle';
import { DashboardView } from '../../../ui/rx/pages/DashboardView';
import { useRxServices } from '../../../ui/rx/services';
import { RX_PAGE_TITLES } from '../../domain/rx/titles';
import { prescriptionsSlot } from './DashboardPrescriptions';

export default function DashboardRoute() {
  usePageTitle(RX_PAGE_TITLES.dashboard);
  const { patients } = useRxServices();
  const view = useSelector(patients, selectPatientsView, shallowEqual);
  useEffect(() => patients.send({ type: 'patients.load' }), [patients]);
  return <DashboardView status={view.status} patients={view.patients} prescriptions={prescriptionsSlot} />;
}

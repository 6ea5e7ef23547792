/** The pharmacy's patients for a records page: loads them once, and the active patient's number (the picker). */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { selectPatientsView } from '../../../machines/rx/patients/patients.selectors';
import { useRxServices } from '../../../ui/rx/services';

export function useActivePatient() {
  const { patients } = useRxServices();
  const view = useSelector(patients, selectPatientsView, shallowEqual);
  useEffect(() => patients.send({ type: 'patients.load' }), [patients]);
  const active = view.patients.find((p) => p.patientNumber === view.activePatient) ?? null;
  return {
    status: view.status,
    /** Nothing to show: the patients failed, or the customer has none. */
    none: view.status === 'failed' || (view.status === 'loaded' && view.patients.length === 0),
    patients: view.patients,
    active,
    select: (patientNumber: string) => patients.send({ type: 'patients.select', patientNumber }),
    retry: () => patients.send({ type: 'patients.load' }),
  };
}

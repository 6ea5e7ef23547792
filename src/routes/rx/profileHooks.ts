/** What the profile and access pages share: their charts (provided once per app) and the page's patient (the
 *  patients chart's active one, or the first the customer may act for). */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { selectPatientsView } from '../../../machines/rx/patients/patients.selectors';
import { useRxServices } from '../../../ui/rx/services';
import { profilePatientOf } from '../../../domain/rx/profile';
import { type ProfileMachines, profileMachines } from '../../rx/profile';
import { rxApiLoaderOf } from '../../rx/services';

const cache = new WeakMap<object, ProfileMachines>();

export function useProfileMachines(): ProfileMachines {
  const rx = useRxServices();
  return useMemo(() => {
    let machines = cache.get(rx);
    if (!machines) {
      machines = profileMachines(rxApiLoaderOf(rx), rx);
      cache.set(rx, machines);
    }
    return machines;
  }, [rx]);
}

export function usePagePatient() {
  const { patients } = useRxServices();
  const view = useSelector(patients, selectPatientsView, shallowEqual);
  useEffect(() => patients.send({ type: 'patients.load' }), [patients]);
  return {
    loading: view.status === 'idle' || view.status === 'loading',
    failed: view.status === 'failed',
    retry: () => patients.send({ type: 'patients.load' }),
    patients: view.patients,
    patient: profilePatientOf(view.patients, view.activePatient),
    select: (patientNumber: string) => patients.send({ type: 'patients.select', patientNumber }),
  };
}

/**
 * The dashboard's prescription section of one patient (pharmacy-portal.md §2.5): the patient's prescriptions by
 * status group, with Add to Cart and Hide. INTEGRATION: the foundation's stage 2 has the dashboard's slots
 * (src/routes/rx/dashboardSlots.tsx): `DASHBOARD_SLOTS.prescriptions = prescriptionsSlot`.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Patient } from '../../../api/contracts/rx';
import { selectCartView } from '../../../machines/rx/cart/cart.selectors';
import { selectPrescriptionsView } from '../../../machines/rx/prescriptions/prescriptions.selectors';
import { Spinner } from '../../../ui/kit/Spinner';
import { PatientPrescriptions } from '../../../ui/rx/orders/Prescriptions';
import { useRxServices } from '../../../ui/rx/services';
import { PRESCRIPTION_TEXTS, visiblePrescriptions } from '../../../domain/rx/prescriptions';

export function DashboardPrescriptions({ patient }: { patient: Patient }) {
  const { prescriptions, cart } = useRxServices();
  const view = useSelector(prescriptions, selectPrescriptionsView, shallowEqual);
  const cartView = useSelector(cart, selectCartView, shallowEqual);
  useEffect(() => prescriptions.send({ type: 'prescriptions.load' }), [prescriptions]);
  if (view.status !== 'loaded') {
    return view.status === 'failed' ? (
      <p>{PRESCRIPTION_TEXTS.loadFailed}</p>
    ) : (
      <Spinner label={PRESCRIPTION_TEXTS.loading} />
    );
  }
  return (
    <PatientPrescriptions
      patient={patient}
      prescriptions={visiblePrescriptions(view.prescriptions, false)}
      cart={cartView}
      busy={view.pending !== null}
      headingLevel={4}
      actions={{
        onAdd: (p) => cart.send({ type: 'cart.add', prescription: p }),
        onSetHidden: (p, hidden) =>
          prescriptions.send({
            type: 'prescriptions.setHidden',
            rxNumber: p.rxNumber,
            patientNumber: p.patientNumber,
            hidden,
          }),
      }}
    />
  );
}

/** The dashboard slot (stage 2's DashboardSlots['prescriptions'] shape). */
export const prescriptionsSlot = (patient: Patient) => <DashboardPrescriptions patient={patient} />;

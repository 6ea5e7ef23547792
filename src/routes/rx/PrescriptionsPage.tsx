/** The refills pages' body: the prescriptions and cart charts wired to the refills view. */
import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Prescription } from '../../../api/contracts/rx';
import { selectCartView } from '../../../machines/rx/cart/cart.selectors';
import { selectPatientsView } from '../../../machines/rx/patients/patients.selectors';
import { selectPrescriptionsView } from '../../../machines/rx/prescriptions/prescriptions.selectors';
import { RefillsView } from '../../../ui/rx/orders/Prescriptions';
import { useRxServices } from '../../../ui/rx/services';

export function PrescriptionsPage({ include }: { include?: (p: Prescription) => boolean }) {
  const { patients, prescriptions, cart } = useRxServices();
  const people = useSelector(patients, selectPatientsView, shallowEqual);
  const view = useSelector(prescriptions, selectPrescriptionsView, shallowEqual);
  const cartView = useSelector(cart, selectCartView, shallowEqual);
  useEffect(() => {
    patients.send({ type: 'patients.load' });
    prescriptions.send({ type: 'prescriptions.load' });
  }, [patients, prescriptions]);
  return (
    <RefillsView
      patients={people.patients}
      view={view}
      cart={cartView}
      {...(include ? { include } : {})}
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
      onSearch={(query) => prescriptions.send({ type: 'prescriptions.search', query })}
      onShowHidden={(showHidden) => prescriptions.send({ type: 'prescriptions.showHidden', showHidden })}
      onRetry={() => prescriptions.send({ type: 'prescriptions.load' })}
      onDismissError={() => prescriptions.send({ type: 'prescriptions.dismissError' })}
    />
  );
}

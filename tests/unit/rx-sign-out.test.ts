// @vitest-environment node
/** Signed out, the pharmacy forgets the customer (no personal or health data kept beyond need): the status, the
 *  patients, the prescriptions and the cart of the last shopper are dropped from memory. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { cartMachine } from '../../machines/rx/cart/cart.machine';
import { ATORVASTATIN_ITEM } from '../../machines/rx/cart/cart.fixtures';
import { customerStatusMachine } from '../../machines/rx/customerStatus/customerStatus.machine';
import { patientsMachine } from '../../machines/rx/patients/patients.machine';
import { prescriptionsMachine } from '../../machines/rx/prescriptions/prescriptions.machine';
import { forgetCustomer } from '../../src/rx/services';
import { fixturePatients } from '../../machines/rx/patients/patients.fixtures';
import { FIXTURE_PRESCRIPTIONS } from '../../machines/rx/prescriptions/prescriptions.fixtures';

describe('forgetCustomer', () => {
  it('empties the prescriptions, the patients and the cart the last shopper loaded', async () => {
    const prescriptions = createActor(
      prescriptionsMachine.provide({
        actors: {
          fetchPrescriptions: fromPromise(async () => FIXTURE_PRESCRIPTIONS),
        },
      }),
    ).start();
    const patients = createActor(
      patientsMachine.provide({
        actors: { fetchPatients: fromPromise(async () => fixturePatients) } as never,
      }),
    ).start();
    const customerStatus = createActor(customerStatusMachine).start();
    const cart = createActor(
      cartMachine.provide({
        actors: {
          fetchCart: fromPromise(async () => [ATORVASTATIN_ITEM]),
          loadImages: fromPromise(async () => ({})),
        },
      }),
    ).start();
    cart.send({ type: 'cart.load' });
    prescriptions.send({ type: 'prescriptions.load' });
    patients.send({ type: 'patients.load' });
    await new Promise((r) => setTimeout(r, 0));
    expect(prescriptions.getSnapshot().context.prescriptions).toHaveLength(5);
    expect(patients.getSnapshot().context.patients.length).toBeGreaterThan(0);
    expect(cart.getSnapshot().context.items.map((i) => i.rxNumber)).toEqual(['1234567']);

    forgetCustomer({ customerStatus, patients, prescriptions, cart });

    expect(prescriptions.getSnapshot().value).toBe('idle');
    expect(prescriptions.getSnapshot().context.prescriptions).toEqual([]);
    expect(patients.getSnapshot().context.patients).toEqual([]);
    expect(cart.getSnapshot().value).toBe('idle');
    expect(cart.getSnapshot().context.items).toEqual([]);
  });
});

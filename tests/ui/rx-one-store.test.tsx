/**
 * One store per order on the pages (docs/choices.md "Pay online and order delivery"): with prescriptions of two
 * stores, pay online and order delivery say 'Choose prescriptions from one store at a time.', the other store's
 * checkbox is disabled while the first store's prescription is ticked, and enabled once it is not.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  AMOXICILLIN,
  LISINOPRIL_OTHER_STORE,
  METOPROLOL_OTHER_STORE,
  OMEPRAZOLE,
} from '../../machines/rx/fixtures';
import {
  deliveryData,
  orderDeliveryInput,
  STORE_DELIVERY_OPTIONS,
} from '../../machines/rx/orderDelivery/orderDelivery.fixtures';
import { orderDeliveryMachine } from '../../machines/rx/orderDelivery/orderDelivery.machine';
import { onlinePayData, payOnlineInput } from '../../machines/rx/payOnline/payOnline.fixtures';
import { payOnlineMachine } from '../../machines/rx/payOnline/payOnline.machine';
import { OrderDeliveryPage } from '../../ui/rx/delivery/OrderDeliveryPage';
import { PayOnlinePage } from '../../ui/rx/payOnline/PayOnlinePage';

const never = fromPromise(() => new Promise<never>(() => {}));

describe('one store per order on the pages', () => {
  it('pay online: the other store’s prescription waits, with the message, until the first is unticked', async () => {
    const actor = createActor(
      payOnlineMachine.provide({
        actors: {
          loadOnlinePay: fromPromise(async () => ({
            ...onlinePayData,
            prescriptions: [AMOXICILLIN, METOPROLOL_OTHER_STORE],
          })),
          createPaymentIntent: never,
          createOnlinePayment: never,
          associatePayment: never,
        } as never,
      }),
      { input: payOnlineInput },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    render(
      <MemoryRouter>
        <PayOnlinePage actor={actor} logo="data:," />
      </MemoryRouter>,
    );
    expect(screen.getByText('Choose prescriptions from one store at a time.')).toBeInTheDocument();
    const first = screen.getByRole('checkbox', { name: /^Amoxicillin 500 mg Capsule/ });
    const other = screen.getByRole('checkbox', { name: /^Metoprolol 25 mg Tablet/ });
    expect(
      [first, other].map((b) => [(b as HTMLInputElement).checked, (b as HTMLInputElement).disabled]),
    ).toEqual([
      [true, false],
      [false, true],
    ]);
    await userEvent.click(first);
    expect(other).toBeEnabled();
    await userEvent.click(other);
    expect([(first as HTMLInputElement).disabled, (other as HTMLInputElement).checked]).toEqual([true, true]);
  });

  it('order delivery: the other store’s prescription waits, with the message, until the first is unticked', async () => {
    const actor = createActor(
      orderDeliveryMachine.provide({
        actors: {
          loadDelivery: fromPromise(async () => ({
            ...deliveryData,
            prescriptions: [OMEPRAZOLE, LISINOPRIL_OTHER_STORE],
            options: [STORE_DELIVERY_OPTIONS, { ...STORE_DELIVERY_OPTIONS, facilityId: '01400388' }],
          })),
          stageDeliveryOrder: never,
        } as never,
      }),
      { input: orderDeliveryInput },
    ).start();
    await waitFor(actor, (s) => s.matches('choosing'));
    render(
      <MemoryRouter>
        <OrderDeliveryPage actor={actor} logo="data:," />
      </MemoryRouter>,
    );
    expect(screen.getByText('Choose prescriptions from one store at a time.')).toBeInTheDocument();
    const first = screen.getByRole('checkbox', { name: /^Omeprazole 20 mg Capsule/ });
    const other = screen.getByRole('checkbox', { name: /^Lisinopril 10 mg Tablet/ });
    expect(other).toBeDisabled();
    await userEvent.click(first);
    expect(other).toBeEnabled();
    await userEvent.click(other);
    expect([(first as HTMLInputElement).disabled, (other as HTMLInputElement).checked]).toEqual([true, true]);
  });

  it('one store only: no message', async () => {
    const actor = createActor(
      payOnlineMachine.provide({
        actors: {
          loadOnlinePay: fromPromise(async () => onlinePayData),
          createPaymentIntent: never,
          createOnlinePayment: never,
          associatePayment: never,
        } as never,
      }),
      { input: payOnlineInput },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    render(
      <MemoryRouter>
        <PayOnlinePage actor={actor} logo="data:," />
      </MemoryRouter>,
    );
    expect(screen.getByRole('checkbox', { name: /^Amoxicillin 500 mg Capsule/ })).toBeChecked();
    expect(screen.queryByText('Choose prescriptions from one store at a time.')).toBeNull();
  });
});

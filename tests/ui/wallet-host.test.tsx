/**
 * The payment wallet as a host embeds it, once per build (tests/ui/wallet-harness.tsx): the React component and
 * the library entry with preact/compat, each mounted from a host config with its runtime calling a fake
 * payments service (tests/ui/wallet-service.ts). What a shopper does (payment-wallet.md §2 screens, §4, §5, §8)
 * and what a host does (§2 host messages, §3 config, §7 calls): edit and save a card, typing that survives
 * leaving a form, the billing address preselected, a timed-out add, progress of every call, unsaved cards, the
 * host's openFlyout / reload / setData / flyoutDiv, fraud fields, failures reported, the info messages, keyboard.
 * Expected values are the spec's texts and the product's choices (docs/choices.md) written as literals.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Card, SecureFieldResult, ServerAddress } from '../../api/contracts/wallet';
import { expiredMc, gift, snap, visa } from '../../machines/wallet/wallet/wallet.fixtures';
import type { WalletConfigInput } from '../../src/wallet/config';
import { embedCopy } from '../support/embed-query';
import { cleanupWallets, embedReady, WALLET_HARNESSES, type WalletHarness } from './wallet-harness';
import { fakeWalletService } from './wallet-service';

const SECURE = 'http://secure.test';
const MAPLE = '4821 Maple Ridge Dr, Apt 3B, Cincinnati, OH 45227';
const MARKET = '88 Market Street, Columbus, OH 43215';
const home: ServerAddress = {
  addressId: 'addr-home',
  addressLine1: '4821 Maple Ridge Dr',
  addressLine2: 'Apt 3B',
  addressType: 'home',
  city: 'Cincinnati',
  countryCode: 'US',
  preferredAddress: true,
  stateCode: 'OH',
  zip: '45227',
};
const delivery: ServerAddress = {
  addressId: 'addr-delivery',
  addressLine1: '88 Market Street',
  addressType: 'delivery',
  city: 'Columbus',
  countryCode: 'US',
  preferredAddress: false,
  stateCode: 'OH',
  zip: '43215',
};
const mapleCard = {
  addressLines: ['4821 Maple Ridge Dr', 'Apt 3B'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45227',
  countryCode: 'US',
};
const visaCard: Card = { ...visa, address: mapleCard };
const giftCard = gift(1, '15.00');
const zeroGift = gift(2, '0.00');
const giftCard3 = gift(3, '20.00');
const WALLET = [visaCard, expiredMc, snap, giftCard, zeroGift];
const ADDED: SecureFieldResult = {
  response: '870',
  paypageRegistrationId: 'reg.ok.4444.x',
  firstSix: '555555',
  expMonth: '10',
  expYear: '2031',
};

const PHONE = '(800) 576-4377';
const CALL = ` If the problem persists, please call Customer Service at ${PHONE}.`;

interface Setup {
  cards?: Card[];
  addresses?: ServerAddress[];
  config?: Partial<WalletConfigInput>;
  /** Skip waiting for the summary box's cards (a test that calls the host API at once). */
  noWait?: boolean;
  /** The first load of the cards answers after this long. */
  slowFirstLoadMs?: number;
  /** The host renders the widget inside a form of its own (the pharmacy's checkout does). */
  hostForm?: () => void;
  /** The client's timeout (300 ms unless a test needs a slow answer that still arrives). */
  timeoutMs?: number;
}

async function setup(harness: WalletHarness, options: Setup = {}) {
  const service = fakeWalletService({
    cards: options.cards ?? WALLET,
    addresses: options.addresses ?? [delivery, home],
    ...(options.slowFirstLoadMs
      ? { first: [['GET /payment/v2/wallet', { delayMs: options.slowFirstLoadMs }]] }
      : {}),
  });
  const messages: Array<Record<string, unknown>> = [];
  const analytics: Array<{ event: string; payload: Record<string, unknown> }> = [];
  const config: WalletConfigInput = {
    environment: 'LOCAL',
    appName: 'clicklist',
    secureFieldsOrigin: SECURE,
    authConfig: { type: 'B2C', token: 't', getNewToken: () => 't2', redirectToSignIn: () => {} },
    checkoutConfig: { orderInfo: { total: 50, hasSnapEligibleItems: true, ebtTotalFromCheckout: 10 } },
    onMessage: (m) => messages.push(m),
    analyticsConfig: (event, payload) => analytics.push({ event, payload }),
    ...options.config,
  };
  const mounted = await harness.mount(
    config,
    { fetch: service.fetch, timeoutMs: options.timeoutMs ?? 300 },
    options.hostForm,
  );
  if (!options.noWait) await within(summary()).findByText('Visa card ending in 1111');
  return { ...mounted, service, messages, analytics, user: userEvent.setup() };
}

const summary = () => screen.getByRole('region', { name: 'Payment Method' });
const dialog = (name?: string) => screen.getByRole('dialog', name ? { name } : {});
const findDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 3000 });

/** Every secure frame on the page answers its next tokenize request with `result` (as the frame would). */
function answerSecureFields(result: SecureFieldResult) {
  for (const frame of document.querySelectorAll<HTMLIFrameElement>('iframe')) {
    const target = frame.contentWindow!;
    vi.spyOn(target, 'postMessage').mockImplementation(((message: { requestId: string }) => {
      setTimeout(() =>
        window.dispatchEvent(
          new MessageEvent('message', {
            data: { type: 'pw:result', requestId: message.requestId, result },
            origin: SECURE,
            source: target,
          }),
        ),
      );
    }) as never);
  }
}

async function openList(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(summary()).getByRole('button', { name: /Payment Method$/ }));
  return findDialog('Select Payment');
}

async function cardAction(user: ReturnType<typeof userEvent.setup>, card: string, action: string) {
  const menu = within(dialog()).getByRole('button', { name: `Card actions: ${card}` });
  await user.click(menu);
  await user.click(await within(menu.parentElement!).findByRole('button', { name: action }));
}

beforeAll(async () => {
  await embedReady;
  // The flyout is a lazy chunk of the widget (in each build): loaded once here, so no test waits for its import.
  await import('../../ui/wallet/Flyout');
  await import(/* @vite-ignore */ embedCopy(new URL('../../ui/wallet/Flyout.tsx', import.meta.url)));
});
afterEach(() => {
  cleanupWallets();
  vi.restoreAllMocks();
  delete (window as { walletFraud?: unknown }).walletFraud;
  for (const script of document.querySelectorAll('script[data-wallet-fraud]')) script.remove();
});

describe.each(WALLET_HARNESSES)('the wallet as a host embeds it: $name', (harness) => {
  describe('Edit Card', () => {
    it('prefills the expiry and the card’s billing address, and Save Card sends the edit', async () => {
      const { user, service } = await setup(harness);
      await openList(user);
      await cardAction(user, 'Visa card ending in 1111', 'Edit');
      const edit = await findDialog('Edit Card');
      await waitFor(() => expect(within(edit).getByLabelText('Expiration Month')).toHaveValue('12'));
      expect(within(edit).getByLabelText('Expiration Year')).toHaveValue('2030');
      expect(within(edit).getByLabelText('First Name')).toHaveValue('Jordan');
      expect(within(edit).getByText(MAPLE)).toBeInTheDocument();
      expect(within(edit).queryByText('No billing address selected.')).toBeNull();

      await user.selectOptions(within(edit).getByLabelText('Expiration Month'), '07');
      answerSecureFields({ response: '870', checkoutId: 'chk.ok.0000.x' });
      await user.click(within(edit).getByRole('button', { name: 'Save Card' }));
      expect(await within(await findDialog('Select Payment')).findByText('Card Edited!')).toBeInTheDocument();
      const [put] = service.calls('PUT /payment/v2/wallet');
      expect(put?.body).toMatchObject({
        cardId: 'card-visa',
        paymentMethod: {
          expirationMonth: '07',
          expirationYear: '2030',
          firstName: 'Jordan',
          billing: { addressLines: ['4821 Maple Ridge Dr', 'Apt 3B'], postalCode: '45227' },
        },
      });
    });
  });

  it('inside a form of the host’s own, Save Card edits the card and the host’s form never submits', async () => {
    const hostSubmits = vi.fn();
    const { user, service } = await setup(harness, { hostForm: hostSubmits });
    await openList(user);
    await cardAction(user, 'Visa card ending in 1111', 'Edit');
    const edit = await findDialog('Edit Card');
    // The flyout (its forms) is not inside the host's form: Chromium stops a nested form's submit event at the
    // outer form, so a form of the widget inside it would never reach its handler and would submit natively.
    expect(screen.getByRole('form', { name: 'Host checkout' }).contains(edit)).toBe(false);
    await waitFor(() => expect(within(edit).getByLabelText('Expiration Month')).toHaveValue('12'));
    answerSecureFields({ response: '870', checkoutId: 'chk.ok.0000.x' });
    await user.click(within(edit).getByRole('button', { name: 'Save Card' }));
    expect(await within(await findDialog('Select Payment')).findByText('Card Edited!')).toBeInTheDocument();
    expect(service.calls('PUT /payment/v2/wallet')).toHaveLength(1);
    // Enter in a field of the add form submits the widget's form only, too.
    await user.click(within(dialog()).getByRole('button', { name: 'Add Credit/Debit Card' }));
    const add = await findDialog('Add Credit/Debit Card');
    await user.type(within(add).getByLabelText('First Name'), 'Casey{Enter}');
    await harness.settle();
    expect(hostSubmits).not.toHaveBeenCalled();
  });

  describe('typing survives leaving a form and coming back', () => {
    it('Add Card → Edit billing address → Back keeps the names and the same secure frame', async () => {
      const { user } = await setup(harness);
      await openList(user);
      await user.click(within(dialog()).getByRole('button', { name: 'Add Credit/Debit Card' }));
      const add = await findDialog('Add Credit/Debit Card');
      await user.type(within(add).getByLabelText('First Name'), 'Casey');
      await user.type(within(add).getByLabelText('Last Name'), 'Morgan');
      const frame = within(add).getByTitle('Secure card number, expiration and security code');
      await user.click(within(add).getByRole('button', { name: 'Edit billing address' }));
      await within(await findDialog('Billing Address')).findByRole('button', { name: /^88 Market Street/ });
      await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
      const again = await findDialog('Add Credit/Debit Card');
      expect(within(again).getByLabelText('First Name')).toHaveValue('Casey');
      expect(within(again).getByLabelText('Last Name')).toHaveValue('Morgan');
      // The secure frame was kept (what was typed in it lives in it): the same element, never reloaded.
      expect(within(again).getByTitle('Secure card number, expiration and security code')).toBe(frame);
    });

    it('Edit Card → the address list → Back keeps the edited names and expiry', async () => {
      const { user } = await setup(harness);
      await openList(user);
      await cardAction(user, 'Visa card ending in 1111', 'Edit');
      const edit = await findDialog('Edit Card');
      await user.clear(within(edit).getByLabelText('First Name'));
      await user.type(within(edit).getByLabelText('First Name'), 'Jo');
      await user.selectOptions(within(edit).getByLabelText('Expiration Year'), '2033');
      await user.click(within(edit).getByRole('button', { name: 'Edit billing address' }));
      await findDialog('Billing Address');
      await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
      const again = await findDialog('Edit Card');
      expect(within(again).getByLabelText('First Name')).toHaveValue('Jo');
      expect(within(again).getByLabelText('Expiration Year')).toHaveValue('2033');
    });

    it('reload() from the host during a form keeps the form and its typing (the cards reload behind it)', async () => {
      const { user, wallet, service } = await setup(harness);
      await openList(user);
      await user.click(within(dialog()).getByRole('button', { name: 'Add Credit/Debit Card' }));
      const add = await findDialog('Add Credit/Debit Card');
      await user.type(within(add).getByLabelText('First Name'), 'Casey');
      const before = service.calls('GET /payment/v2/wallet').length;
      wallet.reload();
      await waitFor(() => expect(service.calls('GET /payment/v2/wallet').length).toBe(before + 1));
      await harness.settle();
      expect(within(dialog('Add Credit/Debit Card')).getByLabelText('First Name')).toHaveValue('Casey');
    });
  });

  describe('billing addresses', () => {
    it('Add Card preselects the home address (first choice) without visiting the list', async () => {
      const { user } = await setup(harness);
      await openList(user);
      await user.click(within(dialog()).getByRole('button', { name: 'Add Credit/Debit Card' }));
      const add = await findDialog('Add Credit/Debit Card');
      expect(await within(add).findByText(MAPLE)).toBeInTheDocument();
      await user.click(within(add).getByRole('button', { name: 'Edit billing address' }));
      const list = await findDialog('Billing Address');
      await within(list).findByRole('button', { name: /^88 Market Street/ });
      const addressButtons = within(list)
        .getAllByRole('button')
        .filter((b) => b.hasAttribute('aria-pressed'));
      expect(addressButtons.map((b) => b.textContent)).toEqual([`${MAPLE} (Home)`, MARKET]);
      expect(addressButtons[0]).toHaveAttribute('aria-pressed', 'true');
    });
    it('while the addresses load, Edit billing address is disabled; once they are in, it opens the list', async () => {
      // The addresses answer after 4 s, longer than findDialog may wait (3 s): the form is still loading them when
      // it is found, however loaded the machine.
      const { user, service } = await setup(harness, { timeoutMs: 8000 });
      service.script('GET /payment/v2/wallet/account/billing', { delayMs: 4000 });
      await openList(user);
      await user.click(within(dialog()).getByRole('button', { name: 'Add Credit/Debit Card' }));
      const add = await findDialog('Add Credit/Debit Card');
      expect(within(add).getByText('Loading addresses…')).toBeInTheDocument();
      // A press now would go nowhere (the chart has no way to the list before the addresses are in).
      expect(within(add).getByRole('button', { name: 'Edit billing address' })).toBeDisabled();
      expect(await within(add).findByText(MAPLE, {}, { timeout: 8000 })).toBeInTheDocument();
      expect(within(add).getByRole('button', { name: 'Edit billing address' })).toBeEnabled();
      await user.click(within(add).getByRole('button', { name: 'Edit billing address' }));
      await within(await findDialog('Billing Address')).findByRole('button', { name: /^88 Market Street/ });
    });
  });

  describe('calls in flight show progress and end reported', () => {
    it('a timed-out add: the timeout message, and the list reloaded shows the card the service stored', async () => {
      const { user, service } = await setup(harness);
      await openList(user);
      await user.click(within(dialog()).getByRole('button', { name: 'Add Credit/Debit Card' }));
      const add = await findDialog('Add Credit/Debit Card');
      await within(add).findByText(MAPLE);
      await user.type(within(add).getByLabelText('First Name'), 'Casey');
      await user.type(within(add).getByLabelText('Last Name'), 'Morgan');
      service.script('POST /payment/v2/wallet', { hang: true, thenStore: true });
      const gets = service.calls('GET /payment/v2/wallet').length;
      answerSecureFields(ADDED);
      await user.click(within(add).getByRole('button', { name: 'Add Credit/Debit Card' }));
      expect(
        await within(add).findByText(
          `We're sorry, we're experiencing technical difficulties. Please try again later.${CALL}`,
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(service.calls('GET /payment/v2/wallet').length).toBe(gets + 1));
      await user.click(within(dialog()).getByRole('button', { name: 'Back' }));
      expect(
        await within(await findDialog('Select Payment')).findByText('Mastercard ending in 4444'),
      ).toBeInTheDocument();
    });

    it('delete and Make Preferred show progress; Escape waits for the answer, which is reported', async () => {
      // The client gives up after 3 s (not 300 ms): time enough to look at the list and press Escape meanwhile.
      const { user, service } = await setup(harness, {
        cards: [visaCard, { ...visaCard, id: 'card-second', lastFourPan: '2222', defaultApplications: [] }],
        timeoutMs: 3000,
      });
      service.script('PUT /payment/v2/wallet/cards/defaults', { hang: true, thenStore: true });
      await openList(user);
      await cardAction(user, 'Visa card ending in 2222', 'Make Preferred');
      const list = dialog('Select Payment');
      expect(await within(list).findByRole('status')).toHaveTextContent('Updating your card…');
      // While the call runs, the list's actions wait: they say so (aria-disabled) and stay focusable.
      const waiting = ['Card actions: Visa card ending in 1111', 'Add Credit/Debit Card'];
      for (const name of waiting)
        expect(within(list).getByRole('button', { name })).toHaveAttribute('aria-disabled', 'true');
      list.focus();
      await user.keyboard('{Escape}');
      expect(dialog('Select Payment')).toBeInTheDocument();
      // The answer never came (timeout): the failure is shown, the list reloaded.
      expect(
        await within(dialog('Select Payment')).findByText(
          `We're sorry, we're experiencing technical difficulties. Please try again later.${CALL}`,
        ),
      ).toBeInTheDocument();
      for (const name of waiting)
        expect(within(dialog('Select Payment')).getByRole('button', { name })).not.toHaveAttribute(
          'aria-disabled',
        );

      await cardAction(user, 'Visa card ending in 2222', 'Delete');
      await user.click(
        within(await findDialog('Deleting Payment')).getByRole('button', { name: 'Delete Card' }),
      );
      expect(
        await within(await findDialog('Select Payment')).findByText('Card Deleted!'),
      ).toBeInTheDocument();
    });
  });

  it('an unsaved card (Save unticked) offers no action the service would refuse', async () => {
    const { user, service } = await setup(harness);
    await openList(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Add Credit/Debit Card' }));
    const add = await findDialog('Add Credit/Debit Card');
    await within(add).findByText(MAPLE);
    await user.type(within(add).getByLabelText('First Name'), 'Casey');
    await user.type(within(add).getByLabelText('Last Name'), 'Morgan');
    await user.click(within(add).getByRole('checkbox', { name: 'Save this card' }));
    answerSecureFields(ADDED);
    await user.click(within(add).getByRole('button', { name: 'Add Credit/Debit Card' }));
    const list = await findDialog('Select Payment');
    await within(list).findByRole('radio', { name: 'Mastercard ending in 4444' });
    expect(service.calls('POST /payment/v2/wallet')[0]?.body).toMatchObject({ save: false });
    expect(
      within(list).queryByRole('button', { name: 'Card actions: Mastercard ending in 4444' }),
    ).toBeNull();
  });

  it('a field mistake in the secure fields shows only the frame’s field message', async () => {
    const { user } = await setup(harness);
    await openList(user);
    await user.click(within(dialog()).getByRole('button', { name: 'Add Credit/Debit Card' }));
    const add = await findDialog('Add Credit/Debit Card');
    await within(add).findByText(MAPLE);
    await user.type(within(add).getByLabelText('First Name'), 'Casey');
    await user.type(within(add).getByLabelText('Last Name'), 'Morgan');
    answerSecureFields({ response: '884' });
    await user.click(within(add).getByRole('button', { name: 'Add Credit/Debit Card' }));
    await within(add).findByRole('button', { name: 'Add Credit/Debit Card' });
    await harness.settle();
    expect(within(add).queryByText(/something went wrong loading the card form/)).toBeNull();
    expect(within(add).queryByRole('alert')).toBeNull();
  });

  describe('the host contract (§2 messages, §3 config)', () => {
    it('openFlyout() right after mount opens the flyout once the cards are there', async () => {
      const { wallet } = await setup(harness, { noWait: true, slowFirstLoadMs: 200 });
      // Still loading: the summary box says so.
      expect(within(summary()).getByText('Loading your payment methods…')).toBeInTheDocument();
      wallet.openFlyout();
      expect(await findDialog('Select Payment')).toBeInTheDocument();
    });

    it('flyoutDiv: the flyout renders into the host’s element', async () => {
      const target = document.createElement('div');
      target.id = 'host-flyout';
      document.body.appendChild(target);
      try {
        const { user, element } = await setup(harness, { config: { flyoutDiv: '#host-flyout' } });
        await openList(user);
        expect(target.contains(dialog('Select Payment'))).toBe(true);
        expect(element.contains(dialog('Select Payment'))).toBe(false);
      } finally {
        target.remove();
      }
    });

    it('setData with a new EBT total: the order total is met, other gift cards are disabled and it is said', async () => {
      const { user, wallet } = await setup(harness, {
        cards: [visaCard, snap, giftCard, giftCard3],
        config: {
          checkoutConfig: { orderInfo: { total: 50, hasSnapEligibleItems: true, ebtTotalFromCheckout: 0 } },
        },
      });
      const list = await openList(user);
      await user.click(within(list).getByRole('checkbox', { name: 'Gift card ending in 4321' }));
      expect(within(list).getByRole('checkbox', { name: 'Gift card ending in 4323' })).toBeEnabled();
      wallet.setData({ ebtTotal: 40 });
      await waitFor(() =>
        expect(within(dialog()).getByRole('checkbox', { name: 'Gift card ending in 4323' })).toBeDisabled(),
      );
      expect(
        within(dialog()).getByText('Your selected gift cards cover your order total.'),
      ).toBeInTheDocument();
    });

    it('unticking SNAP, then Cancel: the host is told the selection without the SNAP card', async () => {
      const { user, messages } = await setup(harness);
      const list = await openList(user);
      const before = messages.filter((m) => m.type === 'data').length;
      await user.click(within(list).getByRole('checkbox', { name: 'SNAP EBT card ending in 0001' }));
      await user.click(within(list).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(messages.filter((m) => m.type === 'data').length).toBe(before + 1));
      expect(messages.at(-1)).toMatchObject({
        type: 'data',
        selectedCards: { bankCards: ['card-visa'], snapCards: [], giftCards: [] },
      });
      expect(within(summary()).queryByText('SNAP EBT card ending in 0001')).toBeNull();
    });

    it('a check-balance deep link for a card whose balance is known opens the list, not the PIN form', async () => {
      const { wallet } = await setup(harness, { cards: [visaCard, { ...snap, balance: '42.50' }] });
      wallet.openFlyout({ screen: 'checkBalance', cardId: 'card-ebt', deepLink: true });
      const list = await findDialog('Select Payment');
      expect(within(list).getByText('USD 42.50 Remaining')).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Check Balance' })).toBeNull();
    });
  });

  describe('fraud fields, failures reported, info messages (§4, §7, §8)', () => {
    it('adding a card sends accertifyTransactionId and deviceInfo from the fraud script', async () => {
      const { user, service } = await setup(harness);
      (window as { walletFraud?: unknown }).walletFraud = { deviceInfo: () => 'device-7f3a' };
      await openList(user);
      const script = document.querySelector<HTMLScriptElement>('script[data-wallet-fraud]');
      const tid = new URL(script!.src).searchParams.get('tid');
      expect(tid).toMatch(/^[0-9a-f-]{36}$/);
      await user.click(within(dialog()).getByRole('button', { name: 'Add Credit/Debit Card' }));
      const add = await findDialog('Add Credit/Debit Card');
      await within(add).findByText(MAPLE);
      await user.type(within(add).getByLabelText('First Name'), 'Casey');
      await user.type(within(add).getByLabelText('Last Name'), 'Morgan');
      answerSecureFields(ADDED);
      await user.click(within(add).getByRole('button', { name: 'Add Credit/Debit Card' }));
      await within(await findDialog('Select Payment')).findByText('Card Added!');
      expect(service.calls('POST /payment/v2/wallet')[0]?.body).toMatchObject({
        accertifyTransactionId: tid,
        deviceInfo: 'device-7f3a',
      });
    });

    it.each([
      [402, 'RV32937', `Your card was declined. Please check all fields and try again.${CALL}`],
      [422, 'KC2617', `We're sorry, but the payment information is invalid.${CALL}`],
    ])(
      'a %i on add: its message, the host error message and a user-constraint analytics event',
      async (status, code, message) => {
        const { user, service, messages, analytics } = await setup(harness);
        await openList(user);
        await user.click(within(dialog()).getByRole('button', { name: 'Add Credit/Debit Card' }));
        const add = await findDialog('Add Credit/Debit Card');
        await within(add).findByText(MAPLE);
        await user.type(within(add).getByLabelText('First Name'), 'Casey');
        await user.type(within(add).getByLabelText('Last Name'), 'Morgan');
        service.script('POST /payment/v2/wallet', { status, code });
        answerSecureFields(ADDED);
        await user.click(within(add).getByRole('button', { name: 'Add Credit/Debit Card' }));
        expect(await within(add).findByText(message)).toBeInTheDocument();
        expect(messages).toContainEqual(expect.objectContaining({ type: 'error', status, message }));
        expect(analytics).toContainEqual({
          event: 'wallet_user_constraint',
          payload: expect.objectContaining({ action: 'addCard', status, code }),
        });
      },
    );

    it('a 404 on delete and a 500 on Make Preferred are reported to the host and to analytics', async () => {
      const { user, service, messages, analytics } = await setup(harness, {
        cards: [visaCard, { ...visaCard, id: 'card-second', lastFourPan: '2222', defaultApplications: [] }],
      });
      service.script('DELETE /payment/v2/wallet/:id', { status: 404, code: 'NOT_FOUND' });
      service.script('PUT /payment/v2/wallet/cards/defaults', { status: 500, code: 'INTERNAL' });
      await openList(user);
      await cardAction(user, 'Visa card ending in 2222', 'Delete');
      await user.click(
        within(await findDialog('Deleting Payment')).getByRole('button', { name: 'Delete Card' }),
      );
      const deleteMessage = `There was a problem deleting your card, please try again.${CALL}`;
      expect(await within(await findDialog('Select Payment')).findByText(deleteMessage)).toBeInTheDocument();
      await cardAction(user, 'Visa card ending in 2222', 'Make Preferred');
      const preferMessage = `We're sorry, but we weren't able to update your card. Please try again.${CALL}`;
      expect(await within(dialog()).findByText(preferMessage)).toBeInTheDocument();
      expect(messages).toContainEqual(
        expect.objectContaining({ type: 'error', status: 404, message: deleteMessage }),
      );
      expect(messages).toContainEqual(
        expect.objectContaining({ type: 'error', status: 500, message: preferMessage }),
      );
      expect(analytics.map((a) => [a.event, a.payload.action])).toEqual(
        expect.arrayContaining([
          ['wallet_user_constraint', 'deleteCard'],
          ['wallet_customer_facing_service_error', 'setPreferred'],
        ]),
      );
    });

    it('a failed gift card balance retry says so', async () => {
      const { user, service } = await setup(harness, { cards: [visaCard, gift(1, null)] });
      service.script('POST /payment/v2/wallet/gift-card/balance', { status: 500 });
      const list = await openList(user);
      await user.click(within(list).getByRole('button', { name: 'Retry balance Gift card ending in 4321' }));
      expect(
        await within(list).findByText(
          `We couldn't retrieve your gift card's balance. Please try again.${CALL}`,
        ),
      ).toBeInTheDocument();
    });

    it('the three info messages: SNAP fees on the backup card, a basket without SNAP items, gift cards cover the total', async () => {
      const first = await setup(harness);
      const list = await openList(first.user);
      // The SNAP card is preselected (SNAP order, EBT total 10).
      expect(
        within(list).getByText('Fees and non-SNAP items will be billed to your backup credit or debit card.'),
      ).toBeInTheDocument();
      first.unmount();
      cleanupWallets();

      const second = await setup(harness, {
        config: { checkoutConfig: { orderInfo: { total: 10, hasSnapEligibleItems: false } } },
      });
      const list2 = await openList(second.user);
      expect(within(list2).getByText('Your basket has no SNAP eligible items.')).toBeInTheDocument();
      await second.user.click(within(list2).getByRole('checkbox', { name: 'Gift card ending in 4321' }));
      expect(
        await within(list2).findByText('Your selected gift cards cover your order total.'),
      ).toBeInTheDocument();
    });
  });

  describe('keyboard and screen readers', () => {
    it('Escape on a card’s actions menu closes only the menu and focuses its button', async () => {
      const { user } = await setup(harness);
      await openList(user);
      const button = within(dialog()).getByRole('button', { name: 'Card actions: Visa card ending in 1111' });
      await user.click(button);
      await within(button.parentElement!).findByRole('button', { name: 'Delete' });
      await user.keyboard('{Escape}');
      await waitFor(() =>
        expect(within(button.parentElement!).queryByRole('button', { name: 'Delete' })).toBeNull(),
      );
      expect(dialog('Select Payment')).toBeInTheDocument();
      await waitFor(() => expect(button).toHaveFocus());
      expect(button).toHaveAttribute('aria-expanded', 'false');
    });

    it('form errors are announced and focus goes to the first invalid field', async () => {
      const { user } = await setup(harness);
      await openList(user);
      await user.click(within(dialog()).getByRole('button', { name: 'Add Credit/Debit Card' }));
      const add = await findDialog('Add Credit/Debit Card');
      await within(add).findByText(MAPLE);
      await user.click(within(add).getByRole('button', { name: 'Add Credit/Debit Card' }));
      await waitFor(() =>
        expect(
          within(add)
            .getAllByRole('alert')
            .map((a) => a.textContent),
        ).toEqual(
          expect.arrayContaining(['First Name is a required field.', 'Last Name is a required field.']),
        ),
      );
      await waitFor(() => expect(within(add).getByLabelText('First Name')).toHaveFocus());
    });

    it('two widgets on one page share no id', async () => {
      await setup(harness);
      await setup(harness, { noWait: true });
      await waitFor(() => expect(screen.getAllByRole('region', { name: 'Payment Method' })).toHaveLength(2));
      const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    });
  });
});

// @vitest-environment node
/** What the views are told to show, per state (machines/<area>/<flow>/*.selectors.ts): the spec's headers, buttons and
 *  texts as literals (payment-wallet.md §2; account-signin.md §2, §4, §8). The UI walks check the same on screen;
 *  these run without a DOM, so the mutation test (docs/qa.md) runs them against every mutant. */
import { beforeEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { Card } from '../../api/contracts/wallet';
import { fullProfile } from '../../machines/account/profile/profile.fixtures';
import { googleCredential, signInPages } from '../../machines/account/signIn/signIn.fixtures';
import { signedInItems } from '../../machines/shared/healthNav/healthNav.fixtures';
import {
  expiredMc,
  gift,
  homeAddress,
  myWalletInput,
  newBank,
  snap,
  visa,
  walletInput,
} from '../../machines/wallet/wallet/wallet.fixtures';
import { type OracleStep, runOracle } from '../model/oracle';

/** The charts and their selectors, loaded inside each test: a chart whose definition fails to build fails the test
 *  (a top-level import would fail the file before any test is collected). */
const load = async () => {
  const [wallet, flyout, summary, signIn, signInView, nav, navView, profile, profileView] = await Promise.all(
    [
      import('../../machines/wallet/wallet/wallet.machine'),
      import('../../machines/wallet/wallet/flyout.selectors'),
      import('../../machines/wallet/wallet/wallet.selectors'),
      import('../../machines/account/signIn/signIn.machine'),
      import('../../machines/account/signIn/signIn.selectors'),
      import('../../machines/shared/healthNav/healthNav.machine'),
      import('../../machines/shared/healthNav/healthNav.selectors'),
      import('../../machines/account/profile/profile.machine'),
      import('../../machines/account/profile/profile.selectors'),
    ],
  );
  return {
    walletMachine: wallet.walletMachine,
    selectFlyout: flyout.selectFlyout,
    selectSummary: summary.selectSummary,
    rowsOf: summary.rowsOf,
    selectScreen: summary.selectScreen,
    signInMachine: signIn.signInMachine,
    selectSignInView: signInView.selectSignInView,
    healthNavMachine: nav.healthNavMachine,
    selectHealthNavView: navView.selectHealthNavView,
    profileMachine: profile.profileMachine,
    selectProfileView: profileView.selectProfileView,
  };
};
let m: Awaited<ReturnType<typeof load>>;
beforeEach(async () => {
  m = await load();
});

const at = (machine: AnyStateMachine, input: unknown, steps: OracleStep[]) => {
  const run = runOracle(machine, { name: '', input: input as never, steps });
  const snapshot = run.snapshot();
  run.actor.stop();
  return snapshot as AnyMachineSnapshot;
};

const ready = { ...walletInput, isInitialized: true };
const shopper = {
  type: 'xstate.done.actor.fetchCards',
  output: [visa, expiredMc, snap, gift(1), gift(2, '0.00'), gift(3, null)],
};
const open = { type: 'wallet.open' };
const wallet = (steps: OracleStep[], input: unknown = ready) => at(m.walletMachine, input, steps) as never;

describe('flyout: headers, back and close (payment-wallet.md §2)', () => {
  it.each([
    ['the list at checkout', [shopper, open], ready, 'Select Payment', false, true],
    [
      'the list on My Wallet',
      [shopper, open],
      { ...myWalletInput, isInitialized: true },
      'Wallet',
      false,
      true,
    ],
    ['add card', [shopper, open, { type: 'screen.addCard' }], ready, 'Add Credit/Debit Card', true, false],
    [
      'add SNAP EBT card',
      [{ ...shopper, output: [visa] }, open, { type: 'screen.addSnap' }],
      ready,
      'Add SNAP EBT Card',
      true,
      false,
    ],
    ['add gift card', [shopper, open, { type: 'screen.addGift' }], ready, 'Add Gift Card', true, false],
    [
      'check balance from the list',
      [shopper, open, { type: 'card.checkBalance', cardId: 'card-ebt' }],
      ready,
      'Check Balance',
      true,
      false,
    ],
    [
      'check balance by deep link (no back)',
      [shopper, { type: 'wallet.open', screen: 'checkBalance', cardId: 'card-ebt', deepLink: true }],
      ready,
      'Check Balance',
      false,
      false,
    ],
    [
      'edit card',
      [shopper, open, { type: 'card.edit', cardId: 'card-visa' }],
      ready,
      'Edit Card',
      true,
      false,
    ],
    [
      'delete confirm',
      [shopper, open, { type: 'card.delete', cardId: 'card-visa' }],
      ready,
      'Deleting Payment',
      false,
      false,
    ],
    [
      'exit confirm',
      [shopper, open, { type: 'card.select', cardId: 'card-gift-1' }, { type: 'flyout.exit' }],
      ready,
      'Discard Changes?',
      false,
      false,
    ],
    [
      'address list',
      [
        shopper,
        open,
        { type: 'screen.addCard' },
        // The card form loads the addresses first (it preselects the home one), then the list loads them again.
        { type: 'xstate.done.actor.fetchAddresses', output: [homeAddress] },
        { type: 'address.choose' },
      ],
      ready,
      'Billing Address',
      true,
      false,
    ],
    [
      'add billing address',
      [
        shopper,
        open,
        { type: 'screen.addCard' },
        { type: 'xstate.done.actor.fetchAddresses', output: [homeAddress] },
        { type: 'address.choose' },
        { type: 'xstate.done.actor.fetchAddresses', output: [homeAddress] },
        { type: 'address.add' },
      ],
      ready,
      'Add Billing Address',
      true,
      false,
    ],
    [
      'edit billing address',
      [
        shopper,
        open,
        { type: 'screen.addCard' },
        { type: 'xstate.done.actor.fetchAddresses', output: [homeAddress] },
        { type: 'address.choose' },
        { type: 'xstate.done.actor.fetchAddresses', output: [homeAddress] },
        { type: 'address.edit', addressId: 'addr-home' },
      ],
      ready,
      'Edit Billing Address',
      true,
      false,
    ],
  ] as const)('%s', (_name, steps, input, header, back, close) => {
    const view = m.selectFlyout(wallet([...steps] as OracleStep[], input));
    expect(view).toMatchObject({ open: true, header, showBack: back, showClose: close });
  });

  it('before the cards have loaded: no screen, nothing open', () => {
    expect(m.selectFlyout(wallet([]))).toMatchObject({ open: false, screen: null, header: '' });
    expect(m.selectFlyout(wallet([], walletInput))).toMatchObject({ open: false, screen: null });
  });

  it('closed: nothing to show', () => {
    expect(m.selectFlyout(wallet([shopper]))).toMatchObject({ open: false, screen: null, header: '' });
  });

  it('§8 no bank card: the payment-management no-cards text in the list', () => {
    const view = m.selectFlyout(wallet([{ ...shopper, output: [gift(1)] }, open]));
    expect(view.noCards).toBe('No cards found. Please add a new card by clicking "Add Credit/Debit Card"');
    expect(m.selectFlyout(wallet([shopper, open])).noCards).toBeNull();
  });

  it('the address list: loading, failed, then the list', () => {
    const steps: OracleStep[] = [
      shopper,
      open,
      { type: 'screen.addCard' },
      // The card form loads the addresses first (it preselects the home one), then the list loads them again.
      { type: 'xstate.done.actor.fetchAddresses', output: [homeAddress] },
      { type: 'address.choose' },
    ];
    expect(m.selectFlyout(wallet(steps)).addressStatus).toBe('loading');
    const failed = [...steps, { type: 'xstate.error.actor.fetchAddresses', error: new Error('x') }];
    expect(m.selectFlyout(wallet(failed)).addressStatus).toBe('failed');
    const shown = [...steps, { type: 'xstate.done.actor.fetchAddresses', output: [homeAddress] }];
    expect(m.selectFlyout(wallet(shown)).addressStatus).toBe('ready');
  });

  it('busy while a call runs, submitting while a form is sent', () => {
    const deleting = wallet([shopper, open, { type: 'card.delete', cardId: 'card-gift-1' }]);
    expect(m.selectFlyout(deleting)).toMatchObject({ busy: true, submitting: false });
    const adding = wallet([
      shopper,
      open,
      { type: 'screen.addGift' },
      { type: 'gift.submit', pan: '6006491234567890123', pin: '1234' },
    ]);
    expect(m.selectFlyout(adding)).toMatchObject({ submitting: true });
  });

  // §4 every action in flight shows progress: the list says which call of the list runs (texts: docs/choices.md).
  it.each([
    ['idle list: nothing said', [shopper, open], ready, null],
    [
      'deleting a gift card',
      [shopper, open, { type: 'card.delete', cardId: 'card-gift-1' }],
      ready,
      'Deleting your card…',
    ],
    [
      'making the second bank card preferred',
      [
        { ...shopper, output: [visa, newBank, snap, gift(1)] },
        open,
        { type: 'card.makePreferred', cardId: 'card-new' },
      ],
      ready,
      'Updating your card…',
    ],
    [
      "retrying a gift card's balance",
      [
        { ...shopper, output: [visa, gift(3, null)] },
        open,
        { type: 'card.retryBalance', cardId: 'card-gift-3' },
      ],
      { ...ready, getGiftCardBalances: true },
      'Checking the balance…',
    ],
  ] as const)('list progress: %s', (_name, steps, input, progress) => {
    expect(m.selectFlyout(wallet([...steps] as OracleStep[], input)).listProgress).toBe(progress);
  });

  // The card form stays mounted under the address screens: they report the form they return to.
  const toAdd: OracleStep[] = [shopper, open, { type: 'screen.addCard' }];
  const toEdit: OracleStep[] = [shopper, open, { type: 'card.edit', cardId: 'card-mc' }];
  const addresses = [
    { type: 'xstate.done.actor.fetchAddresses', output: [homeAddress] },
    { type: 'address.choose' },
  ];
  it.each([
    ['the list', [shopper, open], null],
    ['the add-card form', toAdd, 'addCard'],
    ['the edit-card form', toEdit, 'editCard'],
    ['the address list opened from the add-card form', [...toAdd, ...addresses], 'addCard'],
    ['the address list opened from the edit-card form', [...toEdit, ...addresses], 'editCard'],
    [
      'the new-address form opened from the edit-card form',
      [
        ...toEdit,
        ...addresses,
        { type: 'xstate.done.actor.fetchAddresses', output: [homeAddress] },
        { type: 'address.add' },
      ],
      'editCard',
    ],
    ['the gift card form (no card form)', [shopper, open, { type: 'screen.addGift' }], null],
  ] as const)('card form of %s', (_name, steps, form) => {
    expect(m.selectFlyout(wallet([...steps] as OracleStep[])).cardForm).toBe(form);
  });

  // §8 info messages are checkout's: the same selections in My Wallet show none.
  it('§8 SNAP fees on the backup card while a SNAP card is chosen (checkout chooses the SNAP card on load)', () => {
    expect(m.selectFlyout(wallet([shopper, open])).info.snapFees).toBe(true);
    const unchecked = wallet([shopper, open, { type: 'card.select', cardId: 'card-ebt' }]);
    expect(m.selectFlyout(unchecked).info.snapFees).toBe(false);
    const noSnap = wallet([{ ...shopper, output: [visa, gift(1)] }, open]);
    expect(m.selectFlyout(noSnap).info.snapFees).toBe(false);
  });

  it.each([
    ['checkout, no SNAP eligible item', ready, false, true],
    ['checkout, SNAP eligible items', ready, true, false],
    ['My Wallet, no SNAP eligible item', { ...myWalletInput, isInitialized: true }, false, false],
  ] as const)('§8 SNAP ineligible basket: %s', (_name, input, eligible, shown) => {
    const withOrder = {
      ...input,
      order: { total: 50, hasSnapEligibleItems: eligible, ebtTotalFromCheckout: 0 },
    };
    expect(m.selectFlyout(wallet([shopper, open], withOrder)).info.snapIneligible).toBe(shown);
  });
});

describe('card rows (payment-wallet.md §2 card list)', () => {
  const list = () => m.selectFlyout(wallet([shopper, open]));
  const row = (rows: ReturnType<typeof list>['bankRows'], id: string) => rows.find((r) => r.id === id)!;

  it('an expired bank card is disabled and offers Edit and Delete only', () => {
    expect(row(list().bankRows, 'card-mc')).toMatchObject({
      name: 'Mastercard ending in 5100',
      disabled: true,
      expired: true,
      actions: ['edit', 'delete'],
      showActions: true,
    });
  });

  it('the preferred card is marked and not offered Make Preferred; the selected bank card is checked', () => {
    expect(row(list().bankRows, 'card-visa')).toMatchObject({
      name: 'Visa card ending in 1111',
      selected: true,
      preferred: true,
      disabled: false,
      actions: ['edit', 'delete'],
    });
  });

  it('gift cards: a 0 balance is disabled; a known balance in US dollars; a missing one "Balance Error" with a retry', () => {
    expect(row(list().giftRows, 'card-gift-1')).toMatchObject({
      disabled: false,
      balance: 'USD 15.00 Remaining',
      balanceError: false,
    });
    expect(row(list().giftRows, 'card-gift-2')).toMatchObject({
      disabled: true,
      balance: 'USD 0.00 Remaining',
    });
    expect(row(list().giftRows, 'card-gift-3')).toMatchObject({
      balance: 'Balance Error',
      balanceError: true,
    });
  });

  it('a SNAP card without a balance offers Check Balance', () => {
    expect(row(list().snapRows, 'card-ebt')).toMatchObject({ canCheckBalance: true, group: 'snapCards' });
  });

  it('the card icons come from the manage-payment path by brand and subtype', () => {
    expect(row(list().bankRows, 'card-visa').icon).toBe('/manage-payment/images/cards/visa-credit.svg');
    expect(row(list().snapRows, 'card-ebt').icon).toBe('/manage-payment/images/cards/snap-ebt.svg');
    expect(row(list().giftRows, 'card-gift-1').icon).toBe('/manage-payment/images/cards/gift.svg');
  });
});

describe('card row rules per card (payment-wallet.md §2 card list and summary box)', () => {
  const noSelection = { bankCards: [], snapCards: [], giftCards: [] };
  const { balance: _none, ...snapWithoutBalance } = snap;
  const rows = (cards: Card[], forSummary: boolean, input: unknown = ready) =>
    m.rowsOf(wallet([shopper], input), cards, noSelection, forSummary);

  it('"The check-balance form opens only if the card has no balance yet": only a SNAP card without a balance', () => {
    const cards = [snap, { ...snap, balance: '42.50' }, snapWithoutBalance as Card, gift(3, null), visa];
    expect(rows(cards, false).map((r) => r.canCheckBalance)).toEqual([true, false, true, false, false]);
  });

  it('the summary box offers its actions (Edit) only for an expired bank card', () => {
    const cards = [expiredMc, visa, { ...gift(1), expired: true }, { ...snap, expired: true }];
    expect(rows(cards, true).map((r) => r.showActions)).toEqual([true, false, false, false]);
  });

  it("the list's actions menu: in checkout not for the membership app; in My Wallet for bank cards", () => {
    const membership = { ...ready, appName: 'membership' };
    expect(rows([visa, snap], false, membership).map((r) => r.showActions)).toEqual([false, false]);
    expect(rows([visa], false).map((r) => r.showActions)).toEqual([true]);
    const myWallet = { ...myWalletInput, isInitialized: true, appName: 'membership' };
    expect(rows([visa], false, myWallet).map((r) => r.showActions)).toEqual([true]);
  });

  it('no flyout screen before the cards are loaded or while the flyout is closed', () => {
    expect(m.selectScreen(wallet([]))).toBeNull();
    expect(m.selectScreen(wallet([shopper]))).toBeNull();
    expect(m.selectScreen(wallet([shopper, open]))).toBe('list');
  });
});

describe('summary box (payment-wallet.md §2 summary box)', () => {
  it('loading until the cards arrive, then the selected cards', () => {
    expect(m.selectSummary(wallet([])).status).toBe('loading');
    const view = m.selectSummary(wallet([shopper]));
    expect(view.status).toBe('ready');
    expect(view.rows.map((r) => r.name)).toEqual([
      'Visa card ending in 1111',
      'SNAP EBT card ending in 0001',
    ]);
    expect(view).toMatchObject({ hasCards: true, noCardMessage: null });
  });

  it('a failed load shows its message', () => {
    const view = m.selectSummary(
      wallet([
        {
          type: 'xstate.error.actor.fetchCards',
          error: { name: 'ApiError', kind: 'http', endpoint: 'GET /x', status: 500, message: 'x' },
        },
      ]),
    );
    expect(view.status).toBe('failed');
    expect(view.errorMessage).toBe(
      'There was a problem retrieving your cards, please retry. If the problem persists, please call Customer Service at (800) 576-4377.',
    );
  });

  it('§8 no bank card selected: the card box warning', () => {
    const view = m.selectSummary(wallet([{ ...shopper, output: [gift(1)] }]));
    expect(view.noCardMessage).toBe('Please add a credit or debit card to proceed with your order.');
    expect(view.hasCards).toBe(false);
  });

  it('§2 in the summary box an expired bank card gets only Edit; a gift balance error is blank there', () => {
    const view = m.selectSummary(wallet([{ ...shopper, output: [expiredMc] }]));
    expect(view.rows[0]).toMatchObject({ expired: true, actions: ['edit'], showActions: true });
    const withGift = m.selectSummary(
      wallet([shopper, open, { type: 'card.select', cardId: 'card-gift-3' }, { type: 'flyout.confirm' }]),
    );
    expect(withGift.rows.find((r) => r.id === 'card-gift-3')?.balance).toBeNull();
  });
});

describe('sign-in page view (account-signin.md §2, §4)', () => {
  const banner = { title: 'FreshWay Market', emailVerification: true };
  const anonymous = {
    type: 'signIn.sessionKnown',
    info: { authLevel: 'anonymous', knownMachine: false, rememberedSessionLapsed: false, userInfo: null },
  };
  const view = (steps: OracleStep[], page = signInPages.plain) =>
    m.selectSignInView(at(m.signInMachine, { banner, page }, steps) as never);

  it('the form, Google loading, the links with the original path', () => {
    expect(view([anonymous])).toMatchObject({
      mode: 'form',
      submitting: false,
      error: null,
      showGoogle: true,
      googleReady: false,
      googleLoading: true,
      googleUnavailableMessage: null,
      forgotPasswordHref: '/account/forgot-password?redirectUrl=%2Fhealth',
      socialCreateHref: '/account/create?redirectUrl=%2Fhealth',
      deleteMode: false,
      passwordResetNotice: null,
    });
  });

  it('§4 the reset-password state: "Your password has been successfully reset."', () => {
    const page = { ...signInPages.plain, address: { ...signInPages.plain.address, passwordReset: true } };
    expect(view([], page).passwordResetNotice).toBe('Your password has been successfully reset.');
  });

  it('Google ready; Google unavailable says so', () => {
    expect(view([anonymous, { type: 'signIn.googleReady' }])).toMatchObject({
      googleReady: true,
      googleLoading: false,
    });
    expect(view([anonymous, { type: 'signIn.googleUnavailable' }]).googleUnavailableMessage).toBe(
      'Google sign-in is unavailable right now. Please sign in with your email and password.',
    );
  });

  it('submitting; leaving once signed in', () => {
    const submit = { type: 'signIn.submit', email: 'a@example.com', password: 'Secret123', rememberMe: true };
    expect(view([anonymous, submit]).submitting).toBe(true);
    const accepted = {
      type: 'xstate.done.actor.signIn',
      output: {
        data: {
          statusCode: 200,
          statusMessage: 'SUCCESS',
          authenticationState: {
            userInfo: { userId: 'c', emailVerified: true, banner: 'freshway', authorities: [] },
          },
        },
      },
    };
    expect(view([anonymous, submit, accepted]).mode).toBe('leaving');
  });

  it('§4 social link needed: its alert, the email locked, no Google button', () => {
    const v = view([
      anonymous,
      { type: 'signIn.googleCredential', credential: googleCredential },
      {
        type: 'xstate.done.actor.signIn',
        output: { data: { statusCode: 202, statusMessage: 'SOCIAL_LINK_NEEDED' } },
      },
    ]);
    expect(v).toMatchObject({
      socialLinkMessage:
        'Great! We found your email. Please sign in to your existing FreshWay Market account to finish linking it to your Google account. This is a one-time step that will make logging in easier in the future.',
      lockedEmail: 'googlelink@example.com',
      showGoogle: false,
      socialCreateMessage: null,
    });
  });

  it('§4 social create needed: its alert', () => {
    const v = view([
      anonymous,
      { type: 'signIn.googleCredential', credential: googleCredential },
      {
        type: 'xstate.done.actor.signIn',
        output: { data: { statusCode: 202, statusMessage: 'SOCIAL_CREATE_NEEDED' } },
      },
    ]);
    expect(v.socialCreateMessage).toBe(
      "Hmmm, it doesn't look like that email matches your FreshWay Market account. Try another email or create an account using Google.",
    );
    expect(v.lockedEmail).toBeNull();
  });

  it('§4 social link: the email stays locked while the linking sign-in runs; a first Google sign-in locks nothing', () => {
    const credential = { type: 'signIn.googleCredential', credential: googleCredential };
    const linkNeeded = {
      type: 'xstate.done.actor.signIn',
      output: { data: { statusCode: 202, statusMessage: 'SOCIAL_LINK_NEEDED' } },
    };
    const password = { type: 'signIn.submit', email: '', password: 'Secret123', rememberMe: true };
    expect(view([anonymous, credential, linkNeeded, password])).toMatchObject({
      submitting: true,
      lockedEmail: 'googlelink@example.com',
    });
    expect(view([anonymous, credential])).toMatchObject({ submitting: true, lockedEmail: null });
  });
});

describe('health navigation view (account-signin.md §2)', () => {
  const view = (steps: OracleStep[], path = '/rx/refills') =>
    m.selectHealthNavView(
      at(
        m.healthNavMachine,
        { path, features: { pharmacy: true, autoRefill: true, tracker: true } },
        steps,
      ) as never,
    );
  const loaded: OracleStep[] = [
    { type: 'nav.sessionChanged', authLevel: 'authenticated', knownMachine: true },
    { type: 'xstate.done.actor.loadNavDocument', output: signedInItems },
  ];

  it('loading, then the active item highlighted with its parent, inside its parent', () => {
    expect(view([]).status).toBe('loading');
    expect(view(loaded)).toMatchObject({
      status: 'ready',
      expanded: false,
      heading: 'Pharmacy',
      currentParentUrl: '/rx',
      canGoBack: true,
      activeUrl: '/rx/refills',
      activeTrail: ['/rx', '/rx/refills'],
      documentKind: 'signedIn',
    });
  });

  it('§2 drilled into a parent the menu lists its children; back lists the root again', () => {
    const titles = (steps: OracleStep[]) => view(steps).items.map((i) => i.title);
    expect(titles(loaded)).toEqual(['My Prescriptions', 'Refills', 'Prescription Status']);
    expect(titles([...loaded, { type: 'nav.back' }])).toEqual([
      'Health Home',
      'Pharmacy',
      'Profile & Settings',
    ]);
    expect(titles([...loaded, { type: 'nav.back' }, { type: 'nav.drill', url: '/account' }])).toEqual([
      'Personal Information',
      'Communication Preferences',
    ]);
  });

  it('at the root: no heading, no back; the mobile menu expanded after a toggle', () => {
    expect(view([...loaded, { type: 'nav.back' }, { type: 'nav.toggle' }])).toMatchObject({
      heading: null,
      canGoBack: false,
      expanded: true,
    });
  });

  it('failed', () => {
    const failed: OracleStep[] = [
      { type: 'nav.sessionChanged', authLevel: 'anonymous', knownMachine: false },
      { type: 'xstate.error.actor.loadNavDocument', error: new Error('503') },
    ];
    expect(view(failed)).toMatchObject({ status: 'failed', items: [] });
  });
});

describe('profile view (account-signin.md §3, §8)', () => {
  const view = (steps: OracleStep[]) => m.selectProfileView(at(m.profileMachine, undefined, steps) as never);
  it('idle, loading, loaded, failed with the network message', () => {
    expect(view([]).status).toBe('idle');
    expect(view([{ type: 'profile.load' }]).status).toBe('loading');
    expect(
      view([{ type: 'profile.load' }, { type: 'xstate.done.actor.fetchProfile', output: fullProfile }]),
    ).toMatchObject({
      status: 'loaded',
      errorMessage: null,
    });
    const failed = view([
      { type: 'profile.load' },
      {
        type: 'xstate.error.actor.fetchProfile',
        error: { name: 'ApiError', kind: 'network', endpoint: 'GET /p', status: 0, message: 'Network Error' },
      },
    ]);
    expect(failed).toMatchObject({
      status: 'failed',
      profile: null,
      errorMessage: 'We could not reach our servers. Check your internet connection and try again.',
    });
  });
});

// @vitest-environment node
/** The wallet chart's context updates (machines/wallet/wallet/wallet.updates.ts) on their own, with contexts the
 *  chart reaches: payment-wallet.md §4 add/edit/delete/preferred/balances, §5 validation, §7 the billing address
 *  call (8), and which card of a group each update touches. The cards are the fixtures' fictional ones (two cards
 *  of one group always have distinct ids); every expected value is a literal from the spec or docs/choices.md. */
import { describe, expect, it } from 'vitest';
import type { Card, ServerAddress } from '../../api/contracts/wallet';
import {
  deliveryAddress,
  expiredMc,
  gift,
  homeAddress,
  newBank,
  snap,
  validAddress,
  validAddCard,
  validEdit,
  visa,
  walletInput,
} from '../../machines/wallet/wallet/wallet.fixtures';
import type { WalletContext, WalletEvent } from '../../machines/wallet/wallet/wallet.machine';
import { walletUpdates as u } from '../../machines/wallet/wallet/wallet.updates';

const none = { bankCards: [] as Card[], snapCards: [] as Card[], giftCards: [] as Card[] };
const context = (over: Partial<WalletContext> = {}): WalletContext => ({
  config: { ...walletInput, isInitialized: true },
  cards: none,
  checkout: none,
  flyout: none,
  activeCard: null,
  addresses: [],
  addressId: null,
  addressReturn: 'addCard',
  editingAddress: null,
  deepLink: false,
  fraudLoaded: true,
  loadFailure: null,
  lastFailure: null,
  pendingOpen: null,
  errorMessage: null,
  successMessage: null,
  fieldErrors: {},
  addDraft: null,
  editDraft: null,
  snapPan: '',
  giftDraft: null,
  secure: null,
  pinCheckoutId: null,
  pendingAddress: null,
  balanceFailed: [],
  ...over,
});
const args = (c: WalletContext, event: WalletEvent = { type: 'wallet.reload' }) => ({ context: c, event });
const ids = (cards: readonly Card[] | undefined) => (cards ?? []).map((c) => c.id);
const idsOf = (s: { bankCards: Card[]; snapCards: Card[]; giftCards: Card[] } | undefined) => ({
  bank: ids(s?.bankCards),
  snap: ids(s?.snapCards),
  gift: ids(s?.giftCards),
});
const gift3 = gift(3, null);
/** An address whose line has a character §5 does not allow (`!`). */
const badAddress: ServerAddress = {
  ...deliveryAddress,
  addressId: 'addr-bad',
  addressLine1: '88 Market Street!',
};
const BAD_BILLING =
  "We're sorry, but your billing address has invalid characters. Please select a new address or edit your currently selected address to continue.";

describe('§4 edit card: replaced in the wallet and in any selection holding it, nothing else', () => {
  const edited: Card = { ...visa, firstName: 'Jordan', lastName: 'Okafor', expirationYear: '2032' };
  const cases: Array<{
    name: string;
    flyout: Card[];
    checkout: Card[];
    flyoutAfter: Card[];
    checkoutAfter: Card[];
  }> = [
    {
      name: 'the edited card selected in both: replaced in both',
      flyout: [visa],
      checkout: [visa],
      flyoutAfter: [edited],
      checkoutAfter: [edited],
    },
    {
      name: 'another bank card selected in the flyout: it stays, the checkout copy is replaced',
      flyout: [newBank],
      checkout: [visa],
      flyoutAfter: [newBank],
      checkoutAfter: [edited],
    },
    {
      name: 'no selection holds it: both keep their own card',
      flyout: [newBank],
      checkout: [newBank],
      flyoutAfter: [newBank],
      checkoutAfter: [newBank],
    },
  ];
  for (const c of cases)
    it(c.name, () => {
      const before = context({
        cards: { bankCards: [visa, newBank], snapCards: [snap], giftCards: [gift(1)] },
        flyout: { bankCards: c.flyout, snapCards: [snap], giftCards: [gift(1)] },
        checkout: { bankCards: c.checkout, snapCards: [snap], giftCards: [gift(1)] },
        activeCard: visa,
      });
      const after = u.cardEdited(args(before), { card: edited });
      expect(after.flyout?.bankCards).toEqual(c.flyoutAfter);
      expect(after.checkout?.bankCards).toEqual(c.checkoutAfter);
      // The other groups of the selections are untouched.
      expect(idsOf(after.flyout)).toMatchObject({ snap: ['card-ebt'], gift: ['card-gift-1'] });
      expect(idsOf(after.checkout)).toMatchObject({ snap: ['card-ebt'], gift: ['card-gift-1'] });
      expect(after.cards?.bankCards.map((b) => [b.id, b.lastName])).toEqual([
        ['card-visa', 'Okafor'],
        ['card-new', 'Whitfield'],
      ]);
      expect(after).toMatchObject({ activeCard: null, successMessage: 'Card Edited!', errorMessage: null });
    });
});

describe('§4 add card', () => {
  it('a bank card goes to the list with "Card Added!"; the selected bank card in the flyout becomes it', () => {
    const before = context({
      cards: { bankCards: [visa], snapCards: [snap], giftCards: [] },
      flyout: { bankCards: [visa], snapCards: [snap], giftCards: [] },
    });
    const after = u.cardAdded(args(before), { card: newBank });
    expect(idsOf(after.cards)).toEqual({ bank: ['card-visa', 'card-new'], snap: ['card-ebt'], gift: [] });
    expect(idsOf(after.flyout)).toEqual({ bank: ['card-new'], snap: ['card-ebt'], gift: [] });
    expect(after).toMatchObject({ successMessage: 'Card Added!', errorMessage: null, fieldErrors: {} });
  });
  it('a bank card the wallet already holds (same id) is one row, not two', () => {
    const before = context({ cards: { bankCards: [visa, newBank], snapCards: [], giftCards: [] } });
    const again = { ...newBank, lastName: 'Okafor' };
    const after = u.cardAdded(args(before), { card: again });
    expect(after.cards?.bankCards.map((b) => [b.id, b.lastName])).toEqual([
      ['card-visa', 'Whitfield'],
      ['card-new', 'Okafor'],
    ]);
  });
  it('a new card preferred for the app moves to the front and the others lose the app', () => {
    const before = context({ cards: { bankCards: [visa], snapCards: [], giftCards: [] } });
    const after = u.cardAdded(args(before), {
      card: { ...newBank, default: true, defaultApplications: ['clicklist'] },
    });
    expect(after.cards?.bankCards.map((b) => [b.id, b.defaultApplications])).toEqual([
      ['card-new', ['clicklist']],
      ['card-visa', []],
    ]);
  });
  it('a gift card is appended and selected; a SNAP card becomes the only SNAP card, selected', () => {
    const before = context({
      cards: { bankCards: [visa], snapCards: [], giftCards: [gift(1)] },
      flyout: { bankCards: [visa], snapCards: [], giftCards: [gift(1)] },
    });
    const withGift = u.cardAdded(args(before), { card: gift3 });
    expect(idsOf(withGift.cards).gift).toEqual(['card-gift-1', 'card-gift-3']);
    expect(idsOf(withGift.flyout).gift).toEqual(['card-gift-1', 'card-gift-3']);
    const withSnap = u.cardAdded(args(before), { card: snap });
    expect(idsOf(withSnap.cards)).toEqual({ bank: ['card-visa'], snap: ['card-ebt'], gift: ['card-gift-1'] });
    expect(idsOf(withSnap.flyout)).toEqual({
      bank: ['card-visa'],
      snap: ['card-ebt'],
      gift: ['card-gift-1'],
    });
  });
});

describe('§4 delete: the deleted card leaves the wallet and both selections, no other card does', () => {
  const wallet = { bankCards: [visa, expiredMc], snapCards: [snap], giftCards: [gift(1), gift3] };
  const cases: Array<{
    name: string;
    card: Card;
    after: { bank: string[]; snap: string[]; gift: string[] };
  }> = [
    {
      name: 'a SNAP card',
      card: snap,
      after: { bank: ['card-visa', 'card-mc'], snap: [], gift: ['card-gift-1', 'card-gift-3'] },
    },
    {
      name: 'one gift card of two',
      card: gift(1),
      after: { bank: ['card-visa', 'card-mc'], snap: ['card-ebt'], gift: ['card-gift-3'] },
    },
    {
      name: 'a bank card',
      card: expiredMc,
      after: { bank: ['card-visa'], snap: ['card-ebt'], gift: ['card-gift-1', 'card-gift-3'] },
    },
  ];
  for (const c of cases)
    it(c.name, () => {
      const selection = { bankCards: [visa], snapCards: [snap], giftCards: [gift(1), gift3] };
      const after = u.cardDeleted(
        args(context({ cards: wallet, checkout: selection, flyout: selection, activeCard: c.card })),
      );
      expect(idsOf(after.cards)).toEqual(c.after);
      const selected = {
        bank: ['card-visa'].filter((id) => id !== c.card.id),
        snap: ['card-ebt'].filter((id) => id !== c.card.id),
        gift: ['card-gift-1', 'card-gift-3'].filter((id) => id !== c.card.id),
      };
      expect(idsOf(after.checkout)).toEqual(selected);
      expect(idsOf(after.flyout)).toEqual(selected);
      expect(after).toMatchObject({ activeCard: null, successMessage: 'Card Deleted!', errorMessage: null });
    });
});

describe('§4 set preferred: the chosen card gets the app and becomes the selected bank card', () => {
  it('the card is marked preferred for the app, the others lose the app', () => {
    const chosen = { ...newBank, defaultApplications: ['rxweb'] };
    const before = context({
      cards: { bankCards: [visa, chosen], snapCards: [], giftCards: [] },
      flyout: { bankCards: [visa], snapCards: [], giftCards: [] },
      activeCard: chosen,
    });
    const after = u.cardPreferred(args(before));
    expect(after.flyout?.bankCards).toEqual([
      { ...chosen, default: true, defaultApplications: ['rxweb', 'clicklist'] },
    ]);
    expect(after.cards?.bankCards.map((b) => [b.id, b.default, b.defaultApplications])).toEqual([
      ['card-new', true, ['rxweb', 'clicklist']],
      ['card-visa', false, []],
    ]);
    expect(after).toMatchObject({ activeCard: null, successMessage: 'Card Updated!', errorMessage: null });
  });
  it('without an active card nothing changes', () => {
    expect(u.cardPreferred(args(context({ cards: { ...none, bankCards: [visa] } })))).toEqual({});
  });
});

describe('§2 balances', () => {
  it('a gift balance lands only on the active card and clears only its failure', () => {
    const g1 = gift(1, null);
    const before = context({
      cards: { bankCards: [visa], snapCards: [], giftCards: [g1, gift3] },
      flyout: { bankCards: [visa], snapCards: [], giftCards: [g1, gift3] },
      balanceFailed: ['card-gift-1', 'card-gift-3'],
      activeCard: g1,
    });
    const after = u.setGiftBalance(args(before), { balance: '25.00' });
    expect(after.cards?.giftCards.map((g) => [g.id, g.balance])).toEqual([
      ['card-gift-1', '25.00'],
      ['card-gift-3', null],
    ]);
    expect(after.flyout?.giftCards.map((g) => [g.id, g.balance])).toEqual([
      ['card-gift-1', '25.00'],
      ['card-gift-3', null],
    ]);
    expect(after.flyout?.bankCards).toEqual([visa]);
    expect(after.balanceFailed).toEqual(['card-gift-3']);
    expect(after.activeCard).toBeNull();
  });
  it('a failed gift balance is remembered for that card only', () => {
    const before = context({ balanceFailed: ['card-gift-3'], activeCard: gift(1, null) });
    expect(u.giftBalanceFailed(args(before)).balanceFailed).toEqual(['card-gift-3', 'card-gift-1']);
  });
  it('a SNAP balance is written onto the SNAP card in the wallet and the flyout selection', () => {
    const before = context({
      cards: { bankCards: [visa], snapCards: [snap], giftCards: [] },
      flyout: { bankCards: [visa], snapCards: [snap], giftCards: [] },
      activeCard: snap,
    });
    const after = u.setSnapBalance(args(before), { balance: '42.50' });
    expect(after.cards?.snapCards.map((c) => c.balance)).toEqual(['42.50']);
    expect(after.flyout?.snapCards.map((c) => c.balance)).toEqual(['42.50']);
  });
});

describe('§7 call 8: the billing address the form saves', () => {
  const spaced = {
    addressLine1: '  1 Main Street ',
    addressLine2: ' Apt 3 ',
    city: ' Dayton  ',
    stateCode: 'OH',
    zip: ' 45402 ',
  };
  it('a new address: the fields trimmed, id empty (docs: an empty addressId adds one), not preferred', () => {
    const after = u.storePendingAddress(args(context(), { type: 'address.save', form: spaced }));
    expect(after.pendingAddress).toEqual({
      addressId: '',
      addressLine1: '1 Main Street',
      addressLine2: 'Apt 3',
      addressType: 'delivery',
      city: 'Dayton',
      countryCode: 'US',
      preferredAddress: false,
      stateCode: 'OH',
      zip: '45402',
    });
  });
  it('an edited address keeps its id, type and preferred flag; a blank unit is left out', () => {
    const after = u.storePendingAddress(
      args(context({ editingAddress: homeAddress }), {
        type: 'address.save',
        form: { ...spaced, addressLine2: '   ' },
      }),
    );
    expect(after.pendingAddress).toEqual({
      addressId: 'addr-home',
      addressLine1: '1 Main Street',
      addressType: 'home',
      city: 'Dayton',
      countryCode: 'US',
      preferredAddress: true,
      stateCode: 'OH',
      zip: '45402',
    });
  });
  it('a Canadian province gives the country CA', () => {
    const after = u.storePendingAddress(
      args(context(), { type: 'address.save', form: { ...validAddress, stateCode: 'ON', zip: 'K1A0B1' } }),
    );
    expect(after.pendingAddress?.countryCode).toBe('CA');
  });
  it('a saved address replaces the one with its id; the others stay, home first', () => {
    const before = context({ addresses: [homeAddress, deliveryAddress], editingAddress: deliveryAddress });
    const edited = { ...deliveryAddress, city: 'Dayton' };
    const after = u.addressSaved(args(before), { address: edited });
    expect(after.addresses?.map((a) => [a.addressId, a.city])).toEqual([
      ['addr-home', 'Cincinnati'],
      ['addr-delivery', 'Dayton'],
    ]);
    expect(after).toMatchObject({ addressId: 'addr-delivery', editingAddress: null });
    const added = u.addressSaved(args(before), { address: { ...deliveryAddress, addressId: 'addr-new' } });
    expect(added.addresses?.map((a) => a.addressId)).toEqual(['addr-home', 'addr-delivery', 'addr-new']);
  });
  it('loaded addresses: home first; the first is chosen when none was; none loaded chooses none', () => {
    const after = u.setAddresses(args(context()), { addresses: [deliveryAddress, homeAddress] });
    expect(after.addresses?.map((a) => a.addressId)).toEqual(['addr-home', 'addr-delivery']);
    expect(after.addressId).toBe('addr-home');
    expect(
      u.setAddresses(args(context({ addressId: 'addr-delivery' })), { addresses: [homeAddress] }).addressId,
    ).toBe('addr-delivery');
    expect(u.setAddresses(args(context()), { addresses: [] })).toEqual({
      addresses: [],
      addressId: null,
      errorMessage: null,
    });
  });
});

describe('§2 the edit form’s billing address, the reload, the failures', () => {
  const mapleVisa = {
    ...visa,
    address: { ...visa.address!, addressLines: ['4821 Maple Ridge Dr', 'Apt 3B'] },
  };
  it('edit form: the saved address matching the card’s own (first line and postal code) is chosen, else none', () => {
    const editing = context({ addressReturn: 'editCard', activeCard: mapleVisa });
    expect(u.setAddresses(args(editing), { addresses: [deliveryAddress, homeAddress] }).addressId).toBe(
      'addr-home',
    );
    expect(u.setAddresses(args(editing), { addresses: [deliveryAddress] }).addressId).toBeNull();
    const chosen = context({ addressReturn: 'editCard', activeCard: mapleVisa, addressId: 'addr-delivery' });
    expect(u.setAddresses(args(chosen), { addresses: [deliveryAddress, homeAddress] }).addressId).toBe(
      'addr-delivery',
    );
  });
  it('reloaded cards: the selections keep the cards still there (as answered now); no bank card left: the default', () => {
    const renamed = { ...visa, firstName: 'Jo' };
    const before = context({
      cards: { bankCards: [visa, expiredMc], snapCards: [snap], giftCards: [gift(1)] },
      checkout: { bankCards: [visa], snapCards: [snap], giftCards: [gift(1)] },
      flyout: { bankCards: [expiredMc], snapCards: [], giftCards: [gift(1)] },
      activeCard: visa,
      balanceFailed: ['card-gift-1', 'card-gift-9'],
    });
    const after = u.refreshCards(args(before), { cards: [renamed, snap, gift(1)] });
    expect(after.checkout).toEqual({ bankCards: [renamed], snapCards: [snap], giftCards: [gift(1)] });
    // The flyout's bank card is gone: it takes the checkout's.
    expect(after.flyout).toEqual({ bankCards: [renamed], snapCards: [], giftCards: [gift(1)] });
    expect(after.activeCard).toEqual(renamed);
    expect(after.balanceFailed).toEqual(['card-gift-1']);
    const gone = u.refreshCards(args(before), { cards: [expiredMc, newBank] });
    expect(gone.checkout?.bankCards.map((c) => c.id)).toEqual(['card-new']);
  });
  it('reloaded cards: a chosen bank card that is not the default stays chosen, each selection its own; the active card is found by its id', () => {
    const before = context({
      cards: { bankCards: [visa, newBank], snapCards: [], giftCards: [gift(1), gift(2)] },
      checkout: { bankCards: [newBank], snapCards: [], giftCards: [] },
      flyout: { bankCards: [visa], snapCards: [], giftCards: [] },
      activeCard: gift(2),
    });
    const after = u.refreshCards(args(before), { cards: [visa, newBank, gift(1), gift(2)] });
    expect(ids(after.checkout?.bankCards)).toEqual(['card-new']);
    expect(ids(after.flyout?.bankCards)).toEqual(['card-visa']);
    expect(after.activeCard?.id).toBe('card-gift-2');
  });
  it('a failed call keeps its §8 failure for the host and analytics', () => {
    const after = u.setFailure(args(context()), {
      error: { name: 'ApiError', kind: 'http', endpoint: 'x', status: 404, code: 'NOT_FOUND', message: 'm' },
      action: 'deleteCard',
    });
    expect(after.lastFailure).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message:
        'There was a problem deleting your card, please try again. If the problem persists, please call Customer Service at (800) 576-4377.',
    });
    expect(after.errorMessage).toBe(after.lastFailure?.message);
  });
  it.each(['871', '872', '873', '874', '876', '881', '882', '883', '884', '885'])(
    'a field mistake of the secure fields (%s) adds no form message (the frame shows it)',
    (code) => {
      expect(u.setSecureFieldFailure(args(context()), { error: { code } }).errorMessage).toBeNull();
    },
  );
  it.each([
    ['timeout', 'Error loading eProtect iframes.'],
    [
      '899',
      "We're sorry, something went wrong loading the card form. Please try again. If the problem persists, please call Customer Service at (800) 576-4377.",
    ],
  ])('a secure field failure that is no field mistake (%s): %s', (code, message) => {
    expect(u.setSecureFieldFailure(args(context()), { error: { code } }).errorMessage).toBe(message);
  });
});

describe('§2 add card form: its billing address and §5 checks', () => {
  it('opening it chooses the first address of the sorted list (home first) and returns there', () => {
    const before = context({
      addresses: [deliveryAddress, homeAddress],
      addressId: 'addr-delivery',
      addressReturn: 'editCard',
      errorMessage: 'x',
      fieldErrors: { firstName: 'x' },
    });
    expect(u.prepareAddCard(args(before))).toEqual({
      addressId: 'addr-home',
      addressReturn: 'addCard',
      addDraft: null,
      errorMessage: null,
      fieldErrors: {},
    });
    // Before the addresses are loaded none is chosen (the form fetches them and then chooses the first).
    expect(u.prepareAddCard(args(context({ addressId: 'addr-x' }))).addressId).toBeNull();
  });
  const submit = (c: WalletContext, form: Partial<typeof validAddCard> = {}) =>
    u.validateAddCard(args(c, { type: 'addCard.submit', form: { ...validAddCard, ...form } }));
  it('no address chosen: "Please select a billing address."', () => {
    const c = context({ addresses: [homeAddress], addressId: null });
    expect(submit(c).fieldErrors).toEqual({ address: 'Please select a billing address.' });
  });
  it('the chosen address with an invalid character: the §5 billing message; a valid one: no error', () => {
    const c = context({ addresses: [homeAddress, badAddress], addressId: 'addr-bad' });
    expect(submit(c).fieldErrors).toEqual({ address: BAD_BILLING });
    expect(submit({ ...c, addressId: 'addr-home' }).fieldErrors).toEqual({});
  });
  it('both names are required, each with its own message', () => {
    const c = context({ addresses: [homeAddress], addressId: 'addr-home' });
    expect(submit(c, { firstName: '', lastName: '' }).fieldErrors).toEqual({
      firstName: 'First Name is a required field.',
      lastName: 'Last Name is a required field.',
    });
  });
  const saves: Array<[string, boolean, boolean, boolean, boolean]> = [
    // name, save ticked, preferred ticked, saveCardOptionEnabled, save sent
    ['save unticked, option shown: not saved', false, false, true, false],
    ['save ticked: saved', true, false, true, true],
    ['"Ticking Make this my preferred card forces save on"', false, true, true, true],
    ['no Save option (saveCardOptionEnabled false): saved', false, false, false, true],
  ];
  for (const [name, save, preferred, option, sent] of saves)
    it(`§2 save: ${name}`, () => {
      const c = context({ addresses: [homeAddress], addressId: 'addr-home' });
      const after = submit(
        { ...c, config: { ...c.config, saveCardOptionEnabled: option } },
        { save, preferred },
      );
      expect(after.addDraft).toEqual({ firstName: 'Jordan', lastName: 'Whitfield', save: sent, preferred });
    });
});

describe('§2 edit card form: its billing address and §5 checks', () => {
  const submit = (c: WalletContext, form: Partial<typeof validEdit> = {}) =>
    u.validateEdit(args(c, { type: 'edit.submit', form: { ...validEdit, ...form } }));
  const cases: Array<{ name: string; over: Partial<WalletContext>; address: string | undefined }> = [
    {
      name: 'no address chosen and the card has its own: the card keeps it, no error',
      over: { activeCard: visa, addresses: [badAddress], addressId: null },
      address: undefined,
    },
    {
      name: 'no address chosen and the card has none: "Please select a billing address."',
      over: { activeCard: expiredMc, addresses: [homeAddress], addressId: null },
      address: 'Please select a billing address.',
    },
    {
      name: 'no card and no address: "Please select a billing address."',
      over: { activeCard: null, addresses: [homeAddress], addressId: null },
      address: 'Please select a billing address.',
    },
    {
      name: 'a chosen address is checked even when the card has its own',
      over: { activeCard: visa, addresses: [homeAddress, badAddress], addressId: 'addr-bad' },
      address: BAD_BILLING,
    },
    {
      name: 'the chosen address, not the first one, is checked',
      over: { activeCard: visa, addresses: [badAddress, homeAddress], addressId: 'addr-home' },
      address: undefined,
    },
    {
      name: 'a chosen address that is no longer there: "Please select a billing address."',
      over: { activeCard: expiredMc, addresses: [homeAddress], addressId: 'addr-gone' },
      address: 'Please select a billing address.',
    },
  ];
  for (const c of cases)
    it(c.name, () => {
      expect(submit(context(c.over)).fieldErrors?.address).toBe(c.address);
    });
  it('both names are required, each with its own message; the draft keeps the form', () => {
    const after = submit(context({ activeCard: visa }), { firstName: '', lastName: '' });
    expect(after.fieldErrors).toEqual({
      firstName: 'First Name is a required field.',
      lastName: 'Last Name is a required field.',
    });
    expect(after.editDraft).toEqual({ ...validEdit, firstName: '', lastName: '' });
  });
  it('"Expiration Date must be after the current date." (today 2026-11-21)', () => {
    const after = submit(context({ activeCard: visa }), { expirationMonth: '10', expirationYear: '2026' });
    expect(after.fieldErrors).toEqual({ expiry: 'Expiration Date must be after the current date.' });
  });
});

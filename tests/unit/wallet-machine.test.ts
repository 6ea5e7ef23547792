// @vitest-environment node
/** The wallet chart's initial selection with walletConfig.selectDefaultCardOnly (payment-wallet.md §3, §4):
 *  the chart with a fetchCards actor that answers the seeded shopper's wallet, on a SNAP-eligible order. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { Card } from '../../api/contracts/wallet';
import {
  expiredMc,
  newBank,
  shopperWallet,
  snap,
  visa,
  walletInput,
} from '../../machines/wallet/wallet/wallet.fixtures';
import { type HostMessage, walletMachine } from '../../machines/wallet/wallet/wallet.machine';

async function loaded(cards: Card[], selectDefaultCardOnly: boolean) {
  const sent: HostMessage[] = [];
  const machine = walletMachine.provide({
    actors: { fetchCards: fromPromise(async () => cards) },
    actions: { notifyHost: (_, message: HostMessage) => void sent.push(message) },
  });
  const actor = createActor(machine, {
    input: { ...walletInput, isInitialized: true, selectDefaultCardOnly },
  }).start();
  const snapshot = await waitFor(actor, (s) => s.matches('ready'));
  actor.stop();
  const ids = (list: Card[]) => list.map((c) => c.id);
  const { checkout } = snapshot.context;
  return {
    bank: ids(checkout.bankCards),
    snap: ids(checkout.snapCards),
    gift: ids(checkout.giftCards),
    hostSelection: sent.find((m) => m.type === 'data'),
  };
}

describe('selectDefaultCardOnly', () => {
  it('off: the preferred card and, on a SNAP-eligible order with an EBT total, the SNAP card', async () => {
    const s = await loaded(shopperWallet, false);
    expect(s).toMatchObject({ bank: [visa.id], snap: [snap.id], gift: [] });
  });

  it('on: only the preferred bank card; no SNAP or gift preselection, and the host is told so', async () => {
    const s = await loaded(shopperWallet, true);
    expect(s).toMatchObject({ bank: [visa.id], snap: [], gift: [] });
    expect(s.hostSelection).toMatchObject({
      type: 'data',
      selection: { bankCards: [visa], snapCards: [], giftCards: [] },
    });
  });

  it('on, with the preferred card expired: nothing preselected (off: the first card that is not expired)', async () => {
    const cards = [{ ...expiredMc, defaultApplications: ['clicklist'] }, newBank, snap];
    expect(await loaded(cards, true)).toMatchObject({ bank: [], snap: [] });
    expect(await loaded(cards, false)).toMatchObject({ bank: [newBank.id], snap: [snap.id] });
  });
});

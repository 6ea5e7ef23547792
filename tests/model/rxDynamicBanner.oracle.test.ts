// @vitest-environment node
/**
 * The dynamic banner chart's oracle table (pharmacy-portal.md §2.2 "a dynamic banner message taken from a text
 * collection", §7.5 "active, messageText, messageKind, messageClass", §6 feature toggle "dynamic banner"): each
 * expected value is a literal copied from the spec or, where the spec gives no text, from the chart's fixtures,
 * never the chart's own constant. The coverage replay over the generated paths is rxDynamicBanner.model.test.ts. This
 * file is the dynamic banner's part of the mutation gate (PHARMACY_GATED in config/stryker.config.mjs).
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { BannerMessage } from '../../api/contracts/content';
import { activeMessage } from '../../machines/rx/dynamicBanner/dynamicBanner.fixtures';
import type { dynamicBannerMachine } from '../../machines/rx/dynamicBanner/dynamicBanner.machine';
import { serverError } from '../../machines/rx/fixtures';
import { type OracleCase, oracleTable } from './oracle';

const load = () =>
  import('../../machines/rx/dynamicBanner/dynamicBanner.machine').then((m) => m.dynamicBannerMachine);

/** The fixtures' message (the spec gives no text). */
const FLU = 'Flu shots are available at every FreshWay pharmacy counter. No appointment needed.';
const message = (over: Partial<BannerMessage> = {}): BannerMessage => ({
  active: true,
  messageText: FLU,
  messageKind: 'info',
  messageClass: 'promo',
  ...over,
});
const bannerLoad = { type: 'banner.load' } as const;
const answered = (output: BannerMessage) => ({ type: 'xstate.done.actor.fetchBannerMessage', output });
const notFound = {
  type: 'xstate.error.actor.fetchBannerMessage',
  error: serverError('GET /content/v2/objects/textcollection/1.0.0/rx-dynamic-banner.json', 404),
};

describe('rxDynamicBanner chart: oracle (literals from the spec)', () => {
  it.each([
    { message: activeMessage, expect: 'shown' },
    { message: { ...activeMessage, active: false }, expect: 'hidden' },
    { message: { ...activeMessage, messageText: '   ' }, expect: 'hidden' },
    { message: new Error('404'), expect: 'hidden' },
  ])('active $message.active → $expect', async ({ message, expect: want }) => {
    // Loaded in each test (as oracleTable does): a chart whose definition no longer builds fails every case.
    const { dynamicBannerMachine } = await import('../../machines/rx/dynamicBanner/dynamicBanner.machine');
    const actor = createActor(
      dynamicBannerMachine.provide({
        actors: {
          fetchBannerMessage: fromPromise<BannerMessage>(async () => {
            if (message instanceof Error) throw message;
            return message;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'banner.load' });
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe(want);
  });
});

const cases: OracleCase<typeof dynamicBannerMachine>[] = [
  {
    name: 'opens idle with no message and does not call the content service before banner.load',
    steps: [],
    state: 'idle',
    accepts: [bannerLoad],
    callCounts: { fetchBannerMessage: 0 },
    verify: (run) => expect(run.snapshot().context).toEqual({ message: null }),
  },
  {
    name: '§2.2 banner.load asks the content service once, with no input; no message yet while it loads',
    steps: [bannerLoad],
    state: 'loading',
    callCounts: { fetchBannerMessage: 1 },
    calls: { fetchBannerMessage: undefined },
    context: { message: null },
  },
  {
    name: 'loaded once per visit: a second banner.load while loading is refused and does not call again',
    steps: [bannerLoad, bannerLoad],
    state: 'loading',
    refuses: [bannerLoad],
    callCounts: { fetchBannerMessage: 1 },
  },
  {
    name: '§7.5 an active message with text is shown and kept whole (active, messageText, messageKind, messageClass)',
    steps: [bannerLoad, answered(message())],
    state: 'shown',
    verify: (run) =>
      expect(run.snapshot().context.message).toEqual({
        active: true,
        messageText: 'Flu shots are available at every FreshWay pharmacy counter. No appointment needed.',
        messageKind: 'info',
        messageClass: 'promo',
      }),
  },
  {
    name: 'a shown message is not loaded again (banner.load refused)',
    steps: [bannerLoad, answered(message())],
    state: 'shown',
    refuses: [bannerLoad],
    callCounts: { fetchBannerMessage: 1 },
  },
  {
    name: '§7.5 active false: hidden, and the inactive message is not kept',
    steps: [bannerLoad, answered(message({ active: false }))],
    state: 'hidden',
    refuses: [bannerLoad],
    context: { message: null },
  },
  {
    name: 'active with an empty messageText: hidden',
    steps: [bannerLoad, answered(message({ messageText: '' }))],
    state: 'hidden',
    context: { message: null },
  },
  {
    name: 'active with only blanks in messageText: hidden (blank text is no text)',
    steps: [bannerLoad, answered(message({ messageText: ' \t\n ' }))],
    state: 'hidden',
    context: { message: null },
  },
  {
    name: 'active with text around blanks: shown with the text as it came',
    steps: [bannerLoad, answered(message({ messageText: '  Open late today  ' }))],
    state: 'shown',
    context: { message: { messageText: '  Open late today  ' } },
  },
  {
    name: 'inactive even with text: hidden (both active AND text are needed)',
    steps: [bannerLoad, answered(message({ active: false, messageText: FLU }))],
    state: 'hidden',
    context: { message: null },
  },
  {
    name: 'the message cannot be loaded (404): hidden, no message, the page goes on',
    steps: [bannerLoad, notFound],
    state: 'hidden',
    status: 'active',
    refuses: [bannerLoad],
    callCounts: { fetchBannerMessage: 1 },
    context: { message: null },
  },
  {
    name: 'no timer: a message still loading an hour later is still loading (the spec gives no timeout)',
    steps: [bannerLoad, { advance: 60 * 60 * 1000 }],
    state: 'loading',
    callCounts: { fetchBannerMessage: 1 },
  },
];

describe('rxDynamicBanner chart: oracle, each rule from both sides', () => {
  oracleTable(load, cases);
});

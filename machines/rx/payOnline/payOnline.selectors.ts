/** What the pay-online page reads of its chart (select with shallowEqual): the step it is at, and the facts it shows. */
import type { SnapshotFrom } from 'xstate';
import type { Facility } from '../../../api/contracts/pharmacy-directory';
import type { Prescription } from '../../../api/contracts/rx';
import type { PaysysCard } from '../../../api/contracts/rx-online-pay';
import type { payOnlineMachine } from './payOnline.machine';

export type PayOnlineSnapshot = SnapshotFrom<typeof payOnlineMachine>;

/** The page's steps: the chart's top-level states (settingUp covers its three calls). */
export const PAY_ONLINE_STEPS = ['loading', 'loadFailed', 'ready', 'settingUp', 'failed', 'paid'] as const;
export type PayOnlineStep = (typeof PAY_ONLINE_STEPS)[number];

export interface PayOnlineView {
  step: PayOnlineStep;
  busy: boolean;
  canSubmit: boolean;
  prescriptions: Prescription[];
  facilities: Facility[];
  cards: PaysysCard[];
  selected: string[];
  cardId: string | null;
  termsAccepted: boolean;
  paidCard: PaysysCard | null;
  error: string | null;
}

export function payOnlineStepOf(s: PayOnlineSnapshot): PayOnlineStep {
  return PAY_ONLINE_STEPS.find((step) => s.matches(step)) ?? 'loading';
}

export function selectPayOnlineView(s: PayOnlineSnapshot): PayOnlineView {
  const c = s.context;
  return {
    step: payOnlineStepOf(s),
    busy: s.hasTag('busy'),
    canSubmit: s.can({ type: 'payOnline.submit' }),
    prescriptions: c.prescriptions,
    facilities: c.facilities,
    cards: c.cards,
    selected: c.selected,
    cardId: c.cardId,
    termsAccepted: c.termsAccepted,
    paidCard: c.paidCard,
    error: c.error,
  };
}

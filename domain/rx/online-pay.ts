/**
 * Pay online (pharmacy-portal.md §2.1 /rx/tracker/pay-online, §3 "Payment association", "Online pay state", §4
 * "Online pay", §8 "Online pay setup", §9 "Online-pay amount defaults to "1" if absent. Payment intent card type:
 * ACH_CARD"; §4 "Checkout" online pay of a wallet-paid mail order): which prescriptions can be paid ahead, the amount, the association's shape and the texts. Defined
 * once: the chart (machines/rx/payOnline) and the sandbox read these.
 */
import type { Prescription } from '../../api/contracts/rx';
import type { PaymentAssociation } from '../../api/contracts/rx-online-pay';
import { loyaltyNumOf } from './delivery';
import { amountOf, IN_PROGRESS_GROUP, isProfiled, isRefillable, isTbdAmount } from './prescriptions';
import { RX_ORDER_MESSAGES } from './messages';

/** §9 "Payment intent card type: ACH_CARD". */
export const PAYMENT_INTENT_CARD_TYPE = 'ACH_CARD';
/** §3 "paymentType PAYSYS". */
export const PAYMENT_ASSOCIATION_TYPE = 'PAYSYS';
/** §9 "Online-pay amount defaults to "1" if absent". */
export const ONLINE_PAY_DEFAULT_AMOUNT = '1';

/** §1 "pay online for in-progress refills": in progress at a store, not paid yet. */
export function isOnlinePayEligible(
  p: Pick<Prescription, 'refillStatus' | 'isRetail' | 'paymentInformation'>,
): boolean {
  return IN_PROGRESS_GROUP.includes(p.refillStatus) && p.isRetail && p.paymentInformation === null;
}

/** §4 "Checkout": a mail-order order paid from the digital wallet pays ahead for refills it is about to order. */
export function isPaidAheadWithOrder(p: Pick<Prescription, 'refillStatus'>): boolean {
  return isRefillable(p);
}

/**
 * §3 "price", §9: the sum of the known amounts with two decimals; "1" when no amount is known (every selected
 * prescription profiled or TBD).
 */
export function onlinePayAmount(
  prescriptions: readonly Pick<Prescription, 'patientPayAmount' | 'rxStatus'>[],
): string {
  const known = prescriptions.filter((p) => !isProfiled(p) && !isTbdAmount(p.patientPayAmount));
  if (known.length === 0) return ONLINE_PAY_DEFAULT_AMOUNT;
  return known.reduce((sum, p) => sum + amountOf(p), 0).toFixed(2);
}

/** §3 "Payment association": one transaction per patient at the store, with the intent's fraud token. */
export function paymentAssociationOf(input: {
  facilityId: string;
  creditCardId: string;
  fraudToken: string;
  loyaltyCardNumber: string | null;
  prescriptions: readonly Pick<
    Prescription,
    'patientNumber' | 'rxRecordNumber' | 'rxFillSequence' | 'patientPayAmount'
  >[];
}): PaymentAssociation {
  const patients = [...new Set(input.prescriptions.map((p) => p.patientNumber))];
  return {
    paymentType: PAYMENT_ASSOCIATION_TYPE,
    transactions: patients.map((patientNumber) => ({
      facilityId: input.facilityId,
      creditCardId: input.creditCardId,
      fraudToken: input.fraudToken,
      loyaltyNum: loyaltyNumOf(input.loyaltyCardNumber),
      patientNumber,
      prescriptions: input.prescriptions
        .filter((p) => p.patientNumber === patientNumber)
        .map((p) => ({
          rxRecordNum: p.rxRecordNumber,
          rxFillSeq: p.rxFillSequence,
          patientPayAmount: p.patientPayAmount,
        })),
    })),
  };
}

/** §8 and the page's own texts (the card usage terms are not shown: chosen, docs/choices.md). */
export const ONLINE_PAY_TEXTS = {
  /** §8 "Online pay setup" (two spaces, as given). */
  setupError: RX_ORDER_MESSAGES.onlinePaySetup,
  intro: 'Pay now for prescriptions we are filling, and skip the line at the pharmacy counter.',
  loading: 'Loading your prescriptions…',
  prescriptions: 'Prescriptions in progress',
  none: 'There are no prescriptions to pay for online right now.',
  location: 'Pickup location',
  price: 'Amount to pay',
  card: 'Payment card',
  noCards: 'Add a card to your wallet to pay online.',
  cardUsageTerms:
    'By selecting Pay Now, you authorize the pharmacy to charge the selected card for the prescriptions above when they are filled. The final amount may change based on insurance co-pays and deductibles; you will be charged the final amount.',
  agree: 'I agree to the card usage terms',
  submit: 'Pay Now',
  submitting: 'Setting up your payment…',
  paid: 'Your payment is set up',
  paidText: (brand: string, lastFour: string) =>
    `Your prescriptions will be charged to ${brand} ending in ${lastFour} when they are filled.`,
  backToTracker: 'Back to Prescription Status Tracker',
  retry: 'Try Again',
  changeSelection: 'Change Selection',
  expired: 'Expired',
  cardLabel: (brand: string, lastFour: string) => `${brand} ending in ${lastFour}`,
} as const;

/**
 * What the tracker's payments may use (pharmacy-portal.md §7.1 paysys cards, payment intent, online payment,
 * delivery order): the customer's own wallet cards (server/wallet/store.ts: bank and credit cards that have not
 * expired; no number ever leaves the wallet, only its id, brand and last four), and the pharmacy account numbers of
 * the patients the customer may act for (the access rule of server/rx/access.ts).
 */
import { HTTPException } from 'hono/http-exception';
import type { Kysely, Selectable } from 'kysely';
import type { PaysysCard } from '../../api/contracts/rx-online-pay';
import { isExpired } from '../../domain/wallet/validation';
import type { Database, WalletCardsTable } from '../db/schema';
import { listCards } from '../wallet/store';
import { PATIENT_NOT_FOUND_MESSAGE, patientsOf } from './access';
import type { RxCustomer } from './auth';

/** The wallet application whose preferred card the pharmacy preselects (payment-wallet.md's `rxweb` host). */
export const PHARMACY_WALLET_APP = 'rxweb';
const PAYMENT_CARD_TYPES = new Set(['BANK_CARD', 'CREDIT_CARD']);

type CardRow = Selectable<WalletCardsTable>;

export function toPaysysCard(row: CardRow, now: Date): PaysysCard {
  return {
    cardId: row.id,
    brand: row.brand,
    lastFour: row.last_four,
    expired: isExpired(row.expiration_month ?? undefined, row.expiration_year ?? undefined, now),
    preferred: (row.default_applications as string[]).includes(PHARMACY_WALLET_APP),
  };
}

/** The customer's bank and credit cards. */
export async function paymentCardsOf(db: Kysely<Database>, customerId: string): Promise<CardRow[]> {
  return (await listCards(db, customerId)).filter((r) => PAYMENT_CARD_TYPES.has(r.card_type));
}

/** The customer's card with this id when it can pay (a bank or credit card, not expired); else undefined. */
export async function usableCard(db: Kysely<Database>, customerId: string, cardId: string, now: Date) {
  const row = (await paymentCardsOf(db, customerId)).find((r) => r.id === cardId);
  return row && !toPaysysCard(row, now).expired ? row : undefined;
}

/** 404 unless a patient the customer may act for has this pharmacy account number. */
export async function assertAccountAccess(
  db: Kysely<Database>,
  customer: Pick<RxCustomer, 'customerId'>,
  accountNumber: string,
): Promise<void> {
  const numbers = (await patientsOf(db, customer)).map((l) => l.patientNumber);
  const found =
    numbers.length > 0 &&
    (await db
      .selectFrom('pharmacy_patients')
      .select('patient_number')
      .where('patient_number', 'in', numbers)
      .where((eb) =>
        eb.or([eb('account_number', '=', accountNumber), eb('patient_number', '=', accountNumber)]),
      )
      .executeTakeFirst());
  if (!found) throw new HTTPException(404, { message: PATIENT_NOT_FOUND_MESSAGE });
}

/** 404 unless the id in the path is the caller's own customer id (another customer's is "not found"). */
export function assertOwnCustomerId(customer: Pick<RxCustomer, 'customerId'>, id: string): void {
  if (id !== customer.customerId) throw new HTTPException(404, { message: PATIENT_NOT_FOUND_MESSAGE });
}

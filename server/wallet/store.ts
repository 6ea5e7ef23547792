/** Database access of the sandbox wallet service: rows to the §3 Card / billing address shapes, per customer. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Card, CardAddress, ServerAddress } from '../../api/contracts/wallet';
import { isExpired } from '../../domain/wallet/validation';
import type { Database, WalletCardsTable } from '../db/schema';
import type { Selectable } from 'kysely';

type CardRow = Selectable<WalletCardsTable>;

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  VISA: 'VI',
  MASTERCARD: 'MC',
  AMEX: 'AX',
  DISCOVER: 'DS',
  DINERS: 'DC',
  JCB: 'JCB',
  UNIONPAY: 'UP',
  EBT: 'EBT',
  NONE: 'GC',
};

export function toCard(row: CardRow, now: Date, withBalance: boolean): Card {
  const address = row.address as CardAddress | null;
  const apps = row.default_applications as string[];
  return {
    id: row.id,
    versionKey: String(row.version_key),
    lastFourPan: row.last_four,
    cardType: row.card_type,
    ...(row.bin ? { bin: row.bin } : {}),
    brand: row.brand as Card['brand'],
    binType: row.card_type === 'CREDIT_CARD' ? 'CREDIT' : row.card_type === 'BANK_CARD' ? 'DEBIT' : 'PREPAID',
    default: apps.length > 0,
    paymentGram: row.token,
    vaultCardId: row.id,
    ...(row.expiration_month ? { expirationMonth: row.expiration_month } : {}),
    ...(row.expiration_year ? { expirationYear: row.expiration_year } : {}),
    expired: isExpired(row.expiration_month ?? undefined, row.expiration_year ?? undefined, now),
    ...(address ? { address } : {}),
    lastUpdatedTimestamp: new Date(row.updated_at).toISOString(),
    ...(row.first_name ? { firstName: row.first_name } : {}),
    ...(row.last_name ? { lastName: row.last_name } : {}),
    isNotAllowedForFuelPay: row.card_type === 'EBT_CARD',
    imageType: IMAGE_TYPES[row.brand] ?? 'GC',
    saved: true,
    balance: row.card_type === 'GIFT_CARD' ? (withBalance ? row.balance : null) : row.balance,
    defaultApplications: apps,
  };
}

export async function listCards(db: Kysely<Database>, customerId: string): Promise<CardRow[]> {
  return db
    .selectFrom('wallet_cards')
    .selectAll()
    .where('customer_id', '=', customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findCard(
  db: Kysely<Database>,
  customerId: string,
  id: string,
): Promise<CardRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  return db
    .selectFrom('wallet_cards')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function findCardByToken(
  db: Kysely<Database>,
  customerId: string,
  token: string,
): Promise<CardRow | undefined> {
  return db
    .selectFrom('wallet_cards')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('token', '=', token)
    .executeTakeFirst();
}

/** Makes `cardId` the preferred card of `app` and removes `app` from the customer's other cards. */
export async function setPreferred(db: Kysely<Database>, customerId: string, cardId: string, app: string) {
  const rows = await listCards(db, customerId);
  for (const row of rows) {
    const apps = (row.default_applications as string[]).filter((a) => a !== app);
    if (row.id === cardId) apps.push(app);
    const changed = JSON.stringify(apps) !== JSON.stringify(row.default_applications);
    if (changed) {
      await db
        .updateTable('wallet_cards')
        .set({ default_applications: JSON.stringify(apps), version_key: row.version_key + 1 })
        .where('id', '=', row.id)
        .execute();
    }
  }
}

export function toServerAddress(row: Selectable<Database['wallet_addresses']>): ServerAddress {
  return {
    addressId: row.id,
    addressLine1: row.line1,
    ...(row.line2 ? { addressLine2: row.line2 } : {}),
    addressType: row.address_type,
    city: row.city,
    countryCode: row.country_code,
    preferredAddress: row.preferred,
    stateCode: row.state_code,
    zip: row.zip,
  };
}

export const randomId = () => randomBytes(9).toString('base64url');

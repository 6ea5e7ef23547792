/**
 * History and records (pharmacy-portal.md §7.1 transactions, receipts, monographs, has-mail-order; §5 and §9 "history
 * date range ... capped at 36 months back"). Every patient-bearing route goes through the one access rule
 * (server/rx/access.ts); a loyalty id is accepted only when it is the card of a patient the customer may act for.
 * Monographs are reference data (no patient in them) and need only a signed-in customer (rxAuth).
 */
import { formatISO } from 'date-fns';
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { RX_PATHS } from '../../../api/contracts/rx';
import {
  type MonographLanguage,
  monographImagesQuerySchema,
  type ProductImage,
  monographQuerySchema,
  prescriptionTransactionsQuerySchema,
  type Receipt,
  receiptsQuerySchema,
  type Transaction,
  transactionsQuerySchema,
} from '../../../api/contracts/rx-history';
import { earliestStart, RANGE_ERRORS, displayDate } from '../../../domain/rx/history';
import { RX_MONOGRAPHS } from '../../db/fixtures/rx-monographs';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { ERROR_CODES, errorResponse, validate, validationError } from '../../http/errors';
import {
  PATIENT_NOT_FOUND_MESSAGE,
  assertPatientAccess,
  cardHoldersOutside,
  patientsOf,
} from '../../rx/access';
import { type RxEnv, rxCustomer } from '../../rx/auth';

export const MONOGRAPH_NOT_FOUND_MESSAGE = 'No monograph for this product.';
export const PRESCRIPTION_NOT_FOUND_MESSAGE = 'Prescription not found.';

const isoDay = (date: Date) => formatISO(date, { representation: 'date' });

function transactionRows(db: Kysely<Database>) {
  return db
    .selectFrom('rx_transactions as t')
    .innerJoin('rx_facilities as f', 'f.facility_id', 't.facility_id')
    .selectAll('t')
    .select(['f.vanity_name', 'f.facility_type', 'f.address1', 'f.city', 'f.state']);
}
type Row = Awaited<ReturnType<ReturnType<typeof transactionRows>['execute']>>[number];

function toTransaction(r: Row): Transaction {
  return {
    transactionId: r.transaction_id,
    patientNumber: r.patient_number,
    rxNumber: r.rx_number,
    rxRecordNumber: r.rx_record_number,
    rxFillSequence: r.rx_fill_sequence,
    drugName: r.drug_name,
    productNumber: r.product_number,
    soldDate: r.sold_date,
    quantity: r.quantity,
    daysSupply: r.days_supply,
    fillStatus: r.fill_status,
    patientPayAmount: Number(r.patient_pay_amount),
    insurancePaidAmount: Number(r.insurance_paid_amount),
    retailPrice: Number(r.retail_price),
    prescriberName: r.prescriber_name,
    receiptId: r.receipt_id,
    facility: {
      facilityId: r.facility_id,
      vanityName: r.vanity_name,
      facilityType: r.facility_type,
      address1: r.address1,
      city: r.city,
      state: r.state,
    },
  };
}

/** A product picture for the monograph: a drawn pill in the product's own colour (the sandbox has no photos). */
export function productImageSvg(productNumber: string, drugName: string): string {
  const hue = Number(productNumber.slice(-3)) % 360;
  const label = drugName.split(' ')[0] ?? '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100" role="img"><title>${label}</title><rect width="160" height="100" fill="#f4f5f7"/><g transform="rotate(-18 80 50)"><rect x="30" y="32" width="100" height="36" rx="18" fill="hsl(${hue} 55% 62%)"/><rect x="80" y="32" width="50" height="36" rx="18" fill="#ffffff" stroke="hsl(${hue} 55% 45%)"/><rect x="30" y="32" width="100" height="36" rx="18" fill="none" stroke="hsl(${hue} 55% 45%)" stroke-width="2"/></g></svg>`;
}

export function rxHistoryRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.get(RX_PATHS.transactions, validate('query', transactionsQuerySchema), async (c) => {
    const query = c.req.valid('query');
    await assertPatientAccess(deps.db, rxCustomer(c), query.patientNumber);
    const today = isoDay(deps.now());
    const earliest = earliestStart(today);
    // §5: never more than 36 months back.
    if (query.startDate < earliest) {
      return validationError(c, { startDate: RANGE_ERRORS.tooEarly(displayDate(earliest)) });
    }
    if (query.startDate > query.endDate) return validationError(c, { startDate: RANGE_ERRORS.order });
    const rows = await transactionRows(deps.db)
      .where('t.patient_number', '=', query.patientNumber)
      .where('t.sold_date', '>=', query.startDate)
      .where('t.sold_date', '<=', query.endDate)
      .orderBy('t.sold_date', 'desc')
      .orderBy('t.transaction_id', 'desc')
      .execute();
    const oldest = await deps.db
      .selectFrom('rx_transactions')
      .select((eb) => eb.fn.min('sold_date').as('oldest'))
      .where('patient_number', '=', query.patientNumber)
      .executeTakeFirst();
    return c.json({
      transactions: rows.map(toTransaction),
      maxRequestStartDate: earliest,
      historyDataPresentFrom: (oldest?.oldest as string | null | undefined) ?? null,
    });
  });

  app.get(
    RX_PATHS.prescriptionTransactions,
    validate('query', prescriptionTransactionsQuerySchema),
    async (c) => {
      const { patientNumber } = c.req.valid('query');
      await assertPatientAccess(deps.db, rxCustomer(c), patientNumber);
      const rxRecordNumber = c.req.param('rxNumber');
      const rx = await deps.db
        .selectFrom('rx_prescriptions as p')
        .innerJoin('rx_facilities as f', 'f.facility_id', 'p.facility_id')
        .selectAll('p')
        .select(['f.vanity_name', 'f.facility_type', 'f.address1', 'f.city', 'f.state'])
        .where('p.rx_record_number', '=', rxRecordNumber)
        .where('p.patient_number', '=', patientNumber)
        .executeTakeFirst();
      if (!rx) return errorResponse(c, 404, ERROR_CODES.notFound, PRESCRIPTION_NOT_FOUND_MESSAGE);
      const rows = await transactionRows(deps.db)
        .where('t.rx_record_number', '=', rxRecordNumber)
        .where('t.patient_number', '=', patientNumber)
        .orderBy('t.sold_date', 'desc')
        .execute();
      return c.json({
        prescription: {
          rxNumber: rx.rx_number,
          rxRecordNumber: rx.rx_record_number,
          drugName: rx.drug_name,
          productNumber: rx.product_number,
          refillStatus: rx.refill_status,
          secondaryStatus: rx.secondary_status,
          prescriberName: `${rx.prescriber_first_name} ${rx.prescriber_last_name}`,
          lastFilledDate: rx.last_filled_date,
          expiryDate: rx.expiry_date,
          facility: {
            facilityId: rx.facility_id,
            vanityName: rx.vanity_name,
            facilityType: rx.facility_type,
            address1: rx.address1,
            city: rx.city,
            state: rx.state,
          },
        },
        transactions: rows.map(toTransaction),
      });
    },
  );

  app.get(RX_PATHS.receiptLoyalty, validate('query', receiptsQuerySchema), async (c) => {
    const { loyaltyId } = c.req.valid('query');
    const customer = rxCustomer(c);
    const numbers = (await patientsOf(deps.db, customer)).map((l) => l.patientNumber);
    // The card must be on a patient the customer acts for, and on no one else's (server/rx/access.ts): else 404,
    // as for a card that does not exist.
    const holders = await cardHoldersOutside(deps.db, customer, loyaltyId);
    if (holders.mine.length === 0 || holders.others.length > 0)
      return errorResponse(c, 404, ERROR_CODES.notFound, PATIENT_NOT_FOUND_MESSAGE);
    const receipts = await deps.db
      .selectFrom('rx_receipts as r')
      .innerJoin('rx_facilities as f', 'f.facility_id', 'r.facility_id')
      .selectAll('r')
      .select(['f.vanity_name', 'f.facility_type', 'f.address1', 'f.city', 'f.state'])
      .where('r.loyalty_id', '=', loyaltyId)
      .orderBy('r.sold_at', 'desc')
      .execute();
    const ids = receipts.map((r) => r.receipt_id);
    const items =
      ids.length === 0
        ? []
        : await deps.db
            .selectFrom('rx_transactions as t')
            .innerJoin('pharmacy_patients as p', 'p.patient_number', 't.patient_number')
            .select([
              't.receipt_id',
              't.rx_number',
              't.drug_name',
              't.fill_status',
              't.patient_pay_amount',
              'p.first_name',
            ])
            .where('t.receipt_id', 'in', ids)
            .where('t.patient_number', 'in', numbers)
            .orderBy('t.transaction_id')
            .execute();
    return c.json({
      receipts: receipts.map(
        (r): Receipt => ({
          receiptId: r.receipt_id,
          dateTime: r.sold_at.toISOString(),
          pharmacy: {
            facilityId: r.facility_id,
            vanityName: r.vanity_name,
            facilityType: r.facility_type,
            address1: r.address1,
            city: r.city,
            state: r.state,
          },
          registerNumber: r.register_number,
          items: items
            .filter((i) => i.receipt_id === r.receipt_id)
            .map((i) => ({
              rxNumber: i.rx_number,
              drugName: i.drug_name,
              patientFirstName: i.first_name,
              fillStatus: i.fill_status,
              amount: Number(i.patient_pay_amount) * (i.fill_status === 'Returned' ? -1 : 1),
            })),
          subtotal: Number(r.subtotal),
          tax: Number(r.tax),
          total: Number(r.total),
        }),
      ),
    });
  });

  app.get(RX_PATHS.monograph, validate('query', monographQuerySchema), async (c) => {
    const sheet = RX_MONOGRAPHS[c.req.param('productNumber')];
    if (!sheet) return errorResponse(c, 404, ERROR_CODES.notFound, MONOGRAPH_NOT_FOUND_MESSAGE);
    const languageCode: MonographLanguage = c.req.valid('query').languageCode;
    return c.json({ productNumber: c.req.param('productNumber'), languageCode, ...sheet[languageCode] });
  });

  app.get(RX_PATHS.monographImages, validate('query', monographImagesQuerySchema), async (c) => {
    const { productNumber } = c.req.valid('query');
    // The one product-images route (the cart panel and the monograph page): a product's stored photo (§3
    // productImage, base64 JPEG) and, for a product with a monograph, its drawing.
    const stored = await deps.db
      .selectFrom('rx_prescriptions')
      .select(['product_image', 'drug_name'])
      .where('product_number', '=', productNumber)
      .where('product_image', 'is not', null)
      .executeTakeFirst();
    const sheet = RX_MONOGRAPHS[productNumber];
    const images: ProductImage[] = [];
    if (stored?.product_image) {
      images.push({
        productNumber,
        mimeType: 'image/jpeg',
        data: stored.product_image,
        description: stored.drug_name,
      });
    }
    if (sheet) {
      images.push({
        productNumber,
        mimeType: 'image/svg+xml',
        data: Buffer.from(productImageSvg(productNumber, sheet.en.drugName)).toString('base64'),
        description: sheet.en.drugName,
      });
    }
    return c.json({ images });
  });

  app.get(RX_PATHS.hasMailOrder, async (c) => {
    const patientNumber = c.req.param('patientNumber');
    await assertPatientAccess(deps.db, rxCustomer(c), patientNumber);
    const kinds = await deps.db
      .selectFrom('rx_transactions as t')
      .innerJoin('rx_facilities as f', 'f.facility_id', 't.facility_id')
      .select('f.facility_type')
      .distinct()
      .where('t.patient_number', '=', patientNumber)
      .execute();
    return c.json({
      hasMailOrder: kinds.some((k) => k.facility_type === 'MAIL_ORDER'),
      hasRetailOrder: kinds.some((k) => k.facility_type === 'RETAIL'),
    });
  });

  return app;
}

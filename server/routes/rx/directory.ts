/**
 * The pharmacy directory (pharmacy-portal.md §7.4, base /atlas/v1/pharmacy/), public directory data (stores and other
 * pharmacies, no customer data; no sign-in needed, as for a store locator):
 * - GET v1/facilities (filter.address, filter.phoneNumber, filter.id): the tracker's pickup-location card, the store
 *   details page, the guest refill's pharmacy by its phone, the checkout's pickup store. Every filter given must
 *   match; without a filter: 400.
 * - GET v1/competitor-list (filter.pharmacyName, filter.query) and the store-locator GraphQL endpoint v2/graphql
 *   answering the operation storeSearch. The store search answers a GraphQL error naming the operation for the
 *   sandbox's failing search text (STORE_SEARCH_FAILING_TEXT) and for any other operation, so the §7.4 reading rules
 *   and the §8 failure banner can be seen.
 */
import { Hono } from 'hono';
import {
  type FacilitiesResponse,
  facilitiesQuerySchema,
  PHARMACY_DIRECTORY_PATHS,
} from '../../../api/contracts/pharmacy-directory';
import {
  type Competitor,
  competitorQuerySchema,
  type Store,
  STORE_SEARCH_OPERATION,
  type StoreSearchResponse,
  storeSearchRequestSchema,
} from '../../../api/contracts/pharmacy-search';
import { RX_SEARCH_PLACES, STORE_SEARCH_FAILING_TEXT } from '../../db/fixtures/rx-orders';
import type { AppDeps } from '../../http/deps';
import { validate, validationError } from '../../http/errors';
import type { RxEnv } from '../../rx/auth';
import { toFacility } from '../../rx/facilities';

/** At most this many ids in one filter.id. */
export const MAX_FACILITY_IDS = 20;
export const FACILITY_FILTER_MESSAGES = {
  none: 'Give filter.id, filter.phoneNumber or filter.address.',
  ids: `filter.id lists 1 to ${MAX_FACILITY_IDS} facility ids (digits), comma-separated.`,
  phone: 'filter.phoneNumber is 10 digits.',
} as const;

/** Great-circle distance in miles, one decimal. */
function miles(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2;
  return Math.round(2 * 3958.8 * Math.asin(Math.sqrt(h)) * 10) / 10;
}

export function rxDirectoryRoutes(deps: AppDeps) {
  const app = new Hono<RxEnv>();

  app.get(PHARMACY_DIRECTORY_PATHS.facilities, validate('query', facilitiesQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const ids = q['filter.id']?.split(',').map((s) => s.trim());
    const phone = q['filter.phoneNumber']?.replace(/\D/g, '');
    const address = q['filter.address']?.trim().toLowerCase();
    if (!ids && !phone && !address) return validationError(c, { filter: FACILITY_FILTER_MESSAGES.none });
    if (ids && (ids.length > MAX_FACILITY_IDS || ids.some((id) => !/^\d{1,12}$/.test(id)))) {
      return validationError(c, { 'filter.id': FACILITY_FILTER_MESSAGES.ids });
    }
    if (phone !== undefined && phone.length !== 10) {
      return validationError(c, { 'filter.phoneNumber': FACILITY_FILTER_MESSAGES.phone });
    }
    let select = deps.db.selectFrom('rx_facilities').selectAll();
    if (ids) select = select.where('facility_id', 'in', ids);
    if (phone) select = select.where('phone', '=', phone);
    const rows = await select.orderBy('facility_id').execute();
    const matching = address
      ? rows.filter((r) =>
          [r.address1, r.city, r.state, r.zip_code].join(' ').toLowerCase().includes(address),
        )
      : rows;
    return c.json({ facilities: matching.map(toFacility) } satisfies FacilitiesResponse);
  });

  app.get(PHARMACY_DIRECTORY_PATHS.competitorList, validate('query', competitorQuerySchema), async (c) => {
    const q = c.req.valid('query');
    const name = q['filter.pharmacyName']?.trim().toLowerCase() ?? '';
    const text = q['filter.query']?.trim().toLowerCase() ?? '';
    const rows = await deps.db
      .selectFrom('rx_competitor_pharmacies')
      .selectAll()
      .orderBy('pharmacy_name')
      .execute();
    const competitors = rows
      .map(
        (r): Competitor => ({
          competitorId: r.competitor_id,
          pharmacyName: r.pharmacy_name,
          phone: r.phone,
          address: { address1: r.address1, city: r.city, state: r.state, zipCode: r.zip_code },
        }),
      )
      .filter(
        (p) =>
          p.pharmacyName.toLowerCase().includes(name) &&
          (text === '' ||
            [p.pharmacyName, p.address.city, p.address.zipCode].some((t) => t.toLowerCase().includes(text))),
      );
    return c.json({ competitors });
  });

  app.post(PHARMACY_DIRECTORY_PATHS.storeSearch, validate('json', storeSearchRequestSchema), async (c) => {
    const { variables } = c.req.valid('json');
    const text = variables.searchText.trim().toLowerCase();
    if (text === STORE_SEARCH_FAILING_TEXT) {
      return c.json({
        data: null,
        errors: [
          {
            message: `${STORE_SEARCH_OPERATION}: the store locator is unavailable`,
            path: [STORE_SEARCH_OPERATION],
          },
        ],
      } satisfies StoreSearchResponse);
    }
    const rows = await deps.db
      .selectFrom('rx_store_locations as l')
      .innerJoin('rx_facilities as f', 'f.facility_id', 'l.facility_id')
      .select(['f.facility_id', 'f.vanity_name', 'f.division_number', 'f.store_number', 'f.phone'])
      .select(['f.address1', 'f.city', 'f.state', 'f.zip_code'])
      .select(['l.banner', 'l.address2', 'l.latitude', 'l.longitude', 'l.show_weekly_ad', 'l.departments'])
      .where('f.facility_type', '=', 'RETAIL')
      .execute();
    const place = RX_SEARCH_PLACES.find((p) => p.names.includes(text));
    const stores = rows
      .filter(
        (r) =>
          (place !== undefined ||
            [r.city, r.zip_code, r.address1, r.vanity_name, r.state].some((t) =>
              t.toLowerCase().includes(text),
            )) &&
          variables.filters.every((f) =>
            (r.departments as Array<{ code: string }>).some((d) => d.code === f),
          ),
      )
      .map(
        (r): Store => ({
          banner: r.banner,
          vanityName: r.vanity_name,
          divisionNumber: r.division_number ?? '',
          storeNumber: r.store_number ?? '',
          phoneNumber: r.phone,
          showWeeklyAd: r.show_weekly_ad,
          showShopThisStoreAndPreferredStoreButtons: true,
          distance: place ? miles(place, r) : null,
          latitude: r.latitude,
          longitude: r.longitude,
          address: {
            addressLine1: r.address1,
            addressLine2: r.address2,
            city: r.city,
            countryCode: 'US',
            stateCode: r.state,
            zip: r.zip_code,
          },
          pharmacy: { phoneNumber: r.phone },
          departments: r.departments as Array<{ code: string }>,
        }),
      )
      .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0) || a.storeNumber.localeCompare(b.storeNumber));
    return c.json({
      data: { [STORE_SEARCH_OPERATION]: { stores, fuel: [], shouldShowFuelMessage: false } },
    } as StoreSearchResponse);
  });

  return app;
}

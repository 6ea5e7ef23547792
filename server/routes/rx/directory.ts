/**
 * The pharmacy directory's facilities (pharmacy-portal.md §7.4 GET /facilities with filter.address,
 * filter.phoneNumber, filter.id): public store information (the tracker's pickup-location card, the store details
 * page, the guest refill's pharmacy by its phone). Every filter given must match; without a filter: 400.
 */
import { Hono } from 'hono';
import {
  type FacilitiesResponse,
  facilitiesQuerySchema,
  PHARMACY_DIRECTORY_PATHS,
} from '../../../api/contracts/pharmacy-directory';
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

  return app;
}

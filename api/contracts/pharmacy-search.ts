/**
 * Pharmacy search (pharmacy-portal.md §7.4, §3 "Store search result", §5 "the store search
 * requires searchText"): GET /competitor-list and the store-locator GraphQL operation storeSearch,
 * with the §7.4 reading rules ("A GraphQL error whose location or message contains the requested key is thrown; a
 * missing data object throws 'data is null'").
 */
import * as z from 'zod/mini';

/** GET /competitor-list ?filter.pharmacyName&filter.query */
export const competitorQuerySchema = z.object({
  'filter.pharmacyName': z.optional(z.string().check(z.maxLength(100))),
  'filter.query': z.optional(z.string().check(z.maxLength(100))),
});
/** Another pharmacy a transfer may come from (the shape is not shown: docs/choices.md). */
export const competitorSchema = z.object({
  competitorId: z.string(),
  pharmacyName: z.string(),
  phone: z.string(),
  address: z.object({ address1: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
});
export type Competitor = z.infer<typeof competitorSchema>;
export const competitorListResponseSchema = z.object({ competitors: z.array(competitorSchema) });

/** §3 "Store search result". */
export const storeSchema = z.object({
  banner: z.string(),
  vanityName: z.string(),
  divisionNumber: z.string(),
  storeNumber: z.string(),
  phoneNumber: z.string(),
  showWeeklyAd: z.boolean(),
  showShopThisStoreAndPreferredStoreButtons: z.boolean(),
  distance: z.nullable(z.number()),
  latitude: z.number(),
  longitude: z.number(),
  address: z.object({
    addressLine1: z.string(),
    addressLine2: z.nullable(z.string()),
    city: z.string(),
    countryCode: z.string(),
    stateCode: z.string(),
    zip: z.string(),
  }),
  pharmacy: z.nullable(z.object({ phoneNumber: z.string() })),
  departments: z.array(z.object({ code: z.string() })),
});
export type Store = z.infer<typeof storeSchema>;

/** "Search results also hold stores, fuel and shouldShowFuelMessage." */
export const storeSearchResultSchema = z.object({
  stores: z.array(storeSchema),
  fuel: z.array(storeSchema),
  shouldShowFuelMessage: z.boolean(),
});
export type StoreSearchResult = z.infer<typeof storeSearchResultSchema>;

/** The operation name and the key its data comes under. */
export const STORE_SEARCH_OPERATION = 'storeSearch';

/** The query text the client posts (the server answers only this operation). */
export const STORE_SEARCH_QUERY = `query storeSearch($searchText: String!, $filters: [String]) {
  storeSearch(searchText: $searchText, filters: $filters) {
    stores { banner vanityName divisionNumber storeNumber phoneNumber showWeeklyAd
      showShopThisStoreAndPreferredStoreButtons distance latitude longitude
      address { addressLine1 addressLine2 city countryCode stateCode zip } pharmacy { phoneNumber } departments { code } }
    fuel { banner vanityName divisionNumber storeNumber }
    shouldShowFuelMessage
  }
}`;

/** §7.4 request: query text, variables {searchText, filters as a list of selected filter values}, operationName. */
export const storeSearchRequestSchema = z.object({
  query: z.string().check(z.maxLength(2000)),
  variables: z.object({
    searchText: z.string().check(z.minLength(1), z.maxLength(100)),
    filters: z.array(z.string().check(z.maxLength(40))).check(z.maxLength(10)),
  }),
  operationName: z.literal(STORE_SEARCH_OPERATION),
});
export type StoreSearchRequest = z.infer<typeof storeSearchRequestSchema>;

const graphqlErrorSchema = z.object({
  message: z.string(),
  locations: z.optional(z.array(z.object({ line: z.number(), column: z.number() }))),
  path: z.optional(z.array(z.union([z.string(), z.number()]))),
});
export type GraphqlError = z.infer<typeof graphqlErrorSchema>;

/** The GraphQL answer: data (null on a failure) and errors. */
export const storeSearchResponseSchema = z.object({
  data: z.nullable(z.object({ storeSearch: z.nullable(storeSearchResultSchema) })),
  errors: z.optional(z.array(graphqlErrorSchema)),
});
export type StoreSearchResponse = z.infer<typeof storeSearchResponseSchema>;

/** §7.4 "a missing data object throws 'data is null'". */
export const DATA_IS_NULL = 'data is null';

/**
 * Reads an answer by §7.4: an error that names the key (in its message, or in its locations or path as the
 * service reports them) is the answer's failure; no data object is 'data is null'; otherwise the data under the key.
 */
export function readStoreSearch(
  response: StoreSearchResponse,
  key: string = STORE_SEARCH_OPERATION,
): { ok: true; result: StoreSearchResult } | { ok: false; message: string } {
  const keyed = (response.errors ?? []).find(
    (e) => e.message.includes(key) || (e.path ?? []).some((p) => String(p).includes(key)),
  );
  if (keyed) return { ok: false, message: keyed.message };
  const result = response.data?.storeSearch;
  if (!response.data || !result) return { ok: false, message: DATA_IS_NULL };
  return { ok: true, result };
}

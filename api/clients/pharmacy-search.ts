/**
 * Pharmacy search calls (pharmacy-portal.md §7.4) on the directory clients (GET /facilities is
 * api/clients/pharmacy-directory.ts): other pharmacies and the
 * store-locator GraphQL storeSearch, read by its rules (a keyed GraphQL error or a missing data object is an
 * ApiError of kind 'http' with the GraphQL message; the chart shows §8's store search banner for either).
 */
import { apiError } from '../contracts/common';
import { PHARMACY_DIRECTORY_PATHS } from '../contracts/pharmacy-directory';
import {
  type Competitor,
  competitorListResponseSchema,
  readStoreSearch,
  STORE_SEARCH_OPERATION,
  STORE_SEARCH_QUERY,
  type StoreSearchResult,
  storeSearchResponseSchema,
} from '../contracts/pharmacy-search';
import { pharmacyDirectoryV1, pharmacyDirectoryV2 } from './pharmacy-directory';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /competitor-list with filter.pharmacyName and filter.query. */
export const fetchCompetitors = (
  filter: { pharmacyName?: string; query?: string },
  signal?: AbortSignal,
): Promise<Competitor[]> =>
  pharmacyDirectoryV1
    .getWithPayload(PHARMACY_DIRECTORY_PATHS.competitorList, {
      schema: competitorListResponseSchema,
      payload: Object.fromEntries(Object.entries(filter).map(([k, v]) => [`filter.${k}`, v])),
      ...withSignal(signal),
    })
    .then((r) => r.competitors);

/** POST storeSearch: {query, variables {searchText, filters}, operationName}; §7.4 reading rules. */
export async function searchStores(
  searchText: string,
  filters: readonly string[] = [],
  signal?: AbortSignal,
): Promise<StoreSearchResult> {
  const response = await pharmacyDirectoryV2.post(PHARMACY_DIRECTORY_PATHS.storeSearch, {
    schema: storeSearchResponseSchema,
    payload: {
      query: STORE_SEARCH_QUERY,
      variables: { searchText, filters: [...filters] },
      operationName: STORE_SEARCH_OPERATION,
    },
    ...withSignal(signal),
  });
  const read = readStoreSearch(response);
  if (!read.ok) {
    throw apiError({
      kind: 'http',
      endpoint: `POST ${PHARMACY_DIRECTORY_PATHS.storeSearch}`,
      status: 200,
      code: 'GRAPHQL_ERROR',
      message: read.message,
    });
  }
  return read.result;
}

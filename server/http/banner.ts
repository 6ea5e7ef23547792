/**
 * Which banner a request speaks for. An email is unique per banner, so sign-in needs one. The sandbox
 * serves every banner from one origin: a client may name its banner in the X-Banner header, otherwise the
 * default (first) banner applies.
 */
import type { Context } from 'hono';
import { DEFAULT_BANNER } from '../db/fixtures/customers';

export const BANNER_HEADER = 'X-Banner';
const SLUG = /^[a-z0-9][a-z0-9-]{0,39}$/;

export function requestBanner(c: Context): string {
  const named = c.req.header(BANNER_HEADER)?.trim().toLowerCase();
  return named && SLUG.test(named) ? named : DEFAULT_BANNER;
}

/**
 * The session answer a server-rendered page carries (src/boot.ts): what GET /identity/api/v1/session would answer
 * this browser, read without changing anything. A lapsed session or a cookie of no session gives null: the page then
 * asks GET /session itself, which reports the lapse once and clears the cookie.
 */
import type { Context } from 'hono';
import type { SessionInfo } from '../../api/contracts/identity';
import type { AppDeps } from '../http/deps';
import { lookupSession } from './sessions';

export async function firstRenderSession(c: Context, deps: AppDeps): Promise<SessionInfo | null> {
  const found = await lookupSession(c, deps);
  if (found.kind === 'active') {
    const { authLevel, knownMachine, userInfo } = found.session;
    return { authLevel, knownMachine, rememberedSessionLapsed: false, userInfo };
  }
  if (found.kind === 'none' && !found.hadCookie)
    return { authLevel: 'anonymous', knownMachine: false, rememberedSessionLapsed: false, userInfo: null };
  return null;
}

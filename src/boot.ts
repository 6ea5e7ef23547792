/**
 * The answers the server gives with a page it renders first (server/routes/static.ts, src/entry-server.tsx): today
 * the session (GET /identity/api/v1/session's answer for this browser). The server renders the page from it and
 * writes it into the page as JSON; the browser starts its session chart from the same answer, so the first screen
 * needs no call and the API client is not part of the first load (it loads on the first call the shopper causes).
 *
 *   <script type="application/json" id="boot-data">{"session":{"authLevel":"anonymous",…}}</script>
 */
import type { SessionInfo } from '../api/contracts/identity';
import { sessionMachine } from '../machines/shared/session/session.machine';

export const BOOT_DATA_ID = 'boot-data';

export interface BootData {
  session: SessionInfo;
}

const AUTH_STATES = { anonymous: 'anonymous', identity: 'identity', authenticated: 'authenticated' } as const;

/** The session chart's snapshot for a session answer: the state `resolving` would pick (session.machine.ts). */
export function sessionSnapshot(info: SessionInfo) {
  return sessionMachine.resolveState({ value: AUTH_STATES[info.authLevel], context: { info } });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The session of the boot data, or null when there is none or it is not a session answer (the chart then asks the
 * server, as without boot data). Checked by hand: zod's contracts belong to the API chunk, which is what stays out.
 */
export function parseBootSession(text: string | null | undefined): SessionInfo | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const session = isRecord(data) ? data.session : undefined;
  if (!isRecord(session)) return null;
  const { authLevel, knownMachine, rememberedSessionLapsed, userInfo } = session;
  if (typeof authLevel !== 'string' || !Object.hasOwn(AUTH_STATES, authLevel)) return null;
  if (typeof knownMachine !== 'boolean' || typeof rememberedSessionLapsed !== 'boolean') return null;
  if (userInfo !== null) {
    if (!isRecord(userInfo)) return null;
    const { userId, emailVerified, banner, authorities } = userInfo;
    if (typeof userId !== 'string' || typeof emailVerified !== 'boolean' || typeof banner !== 'string')
      return null;
    if (!Array.isArray(authorities) || !authorities.every((a) => typeof a === 'string')) return null;
  }
  return session as unknown as SessionInfo;
}

/** The page's boot session, read once (the element goes: a later navigation asks the server). */
export function takeBootSession(doc: Document): SessionInfo | null {
  const element = doc.getElementById(BOOT_DATA_ID);
  if (!element) return null;
  element.remove();
  return parseBootSession(element.textContent);
}

/** The boot data as the server writes it into the page: JSON that cannot close its <script> element. */
export function bootDataTag(data: BootData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${BOOT_DATA_ID}">${json}</script>`;
}

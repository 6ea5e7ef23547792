/** Live mode's store: folds the app tabs' (already redacted) inspection messages into the list of live actors
 *  (with the states each went through) and the event log. Pure: the view subscribes to the channel. */
import type { InspectorMessage } from '../inspection';
import { formatValue } from './diagram/definition';

export interface LiveActor {
  /** `<tab>/<sessionId>`: unique across app tabs. */
  key: string;
  tab: string;
  actorId: string;
  logicId: string;
  isMachine: boolean;
  parentKey: string | null;
  value: unknown;
  status: string;
  /** The states it went through, oldest first (consecutive repeats folded). */
  trail: string[];
  updated: number;
}

export interface LogEntry {
  seq: number;
  time: number;
  /** Target actor. */
  actorKey: string;
  sourceKey: string | null;
  type: string;
  /** JSON of the (redacted) event without its type; '' when it has no payload. */
  payload: string;
}

export interface LiveState {
  actors: LiveActor[];
  log: LogEntry[];
  seq: number;
}

export const MAX_LOG = 500;
export const emptyLive: LiveState = { actors: [], log: [], seq: 0 };

const keyOf = (tab: string, id: string) => `${tab}/${id}`;

/** `{ ready: 'collapsed' }` → `ready.collapsed` (parallel regions joined by ` + `). */
export const valueText = (value: unknown) => formatValue(value);

export function reduceLive(state: LiveState, message: InspectorMessage): LiveState {
  const key = keyOf(message.tab, message.actorId);
  if (message.kind === 'actor') {
    if (state.actors.some((a) => a.key === key)) return state;
    const actor: LiveActor = {
      key,
      tab: message.tab,
      actorId: message.actorId,
      logicId: message.logicId,
      isMachine: message.isMachine,
      parentKey: message.parentId ? keyOf(message.tab, message.parentId) : null,
      value: null,
      status: 'active',
      trail: [],
      updated: message.time,
    };
    return { ...state, actors: [...state.actors, actor] };
  }
  if (message.kind === 'snapshot') {
    return {
      ...state,
      actors: state.actors.map((a) => {
        if (a.key !== key) return a;
        const text = valueText(message.value);
        const trail = text && a.trail[a.trail.length - 1] !== text ? [...a.trail, text].slice(-50) : a.trail;
        return { ...a, value: message.value, status: message.status, trail, updated: message.time };
      }),
    };
  }
  const { type, ...payload } = message.event;
  const entry: LogEntry = {
    seq: state.seq + 1,
    time: message.time,
    actorKey: key,
    sourceKey: message.sourceId ? keyOf(message.tab, message.sourceId) : null,
    type,
    payload: ((text) => (text === '{}' ? '' : text))(JSON.stringify(payload)),
  };
  return { ...state, seq: entry.seq, log: [...state.log, entry].slice(-MAX_LOG) };
}

export function actorLabel(actor: LiveActor | undefined, key: string | null): string {
  if (!key) return 'outside';
  if (!actor) return key;
  return `${actor.logicId} ${actor.actorId}`;
}

/** The live actor to highlight for a machine: the selected one if it runs that machine, else the latest. */
export function liveActorFor(
  state: LiveState,
  machineId: string,
  selected: string | null,
): LiveActor | undefined {
  const mine = state.actors.filter((a) => a.isMachine && a.logicId === machineId);
  return mine.find((a) => a.key === selected) ?? [...mine].sort((a, b) => b.updated - a.updated)[0];
}

export const clock = (time: number) => {
  const d = new Date(time);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
};

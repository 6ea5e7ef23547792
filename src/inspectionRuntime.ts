/** Live mode of the statechart inspector, loaded lazily by the app's inspection hook (src/inspection.ts) when the
 *  inspector is on. It posts every payload (event, context) through `redact` (domain/privacy.ts):
 *  only keys on its allow-list are shown, everything else, including fields added later, becomes "[redacted]"
 *  before it leaves the tab; event types and actor ids that look like data are scrubbed too. */
import type { InspectionEvent } from 'xstate';
import { redact, scrubText } from '../domain/redaction';
import type { InspectorMessage } from './inspection';

/** The BroadcastChannel between app tabs and inspector tabs of one origin. */
export const INSPECTOR_CHANNEL = 'statechart-inspector';

export interface ChannelLike {
  postMessage(message: unknown): void;
}

interface ActorRefLike {
  sessionId: string;
  id: string;
  logic?: { id?: unknown; config?: unknown };
  _parent?: { sessionId: string };
}

function logicOf(ref: ActorRefLike): { logicId: string; isMachine: boolean } {
  const logic = ref.logic as { id?: unknown; config?: unknown; root?: unknown } | undefined;
  const isMachine = Boolean(logic && typeof logic.id === 'string' && logic.root);
  return { logicId: scrubText(isMachine ? (logic!.id as string) : ref.id), isMachine };
}

/** The message for one inspection event, redacted; null for events the inspector does not show. */
export function toMessage(ev: InspectionEvent, tab: string, time = Date.now()): InspectorMessage | null {
  const ref = ev.actorRef as unknown as ActorRefLike;
  switch (ev.type) {
    case '@xstate.actor':
      return {
        kind: 'actor',
        tab,
        time,
        actorId: ref.sessionId,
        ...logicOf(ref),
        parentId: ref._parent?.sessionId ?? null,
      };
    case '@xstate.event':
      return {
        kind: 'event',
        tab,
        time,
        actorId: ref.sessionId,
        sourceId: (ev.sourceRef as unknown as ActorRefLike | undefined)?.sessionId ?? null,
        event: redact(ev.event) as InspectorMessage & { type: string },
      };
    case '@xstate.snapshot': {
      const snap = ev.snapshot as { value?: unknown; status?: string; context?: unknown };
      return {
        kind: 'snapshot',
        tab,
        time,
        actorId: ref.sessionId,
        value: snap.value ?? null, // state names, never personal data
        status: snap.status ?? 'active',
        context: redact(snap.context ?? null),
        eventType: scrubText(ev.event.type),
      };
    }
    default:
      return null;
  }
}

/** An `inspect` observer posting redacted messages to `channel`. */
export function inspectTo(channel: ChannelLike, tab: string): (ev: InspectionEvent) => void {
  return (ev) => {
    const message = toMessage(ev, tab);
    if (!message) return;
    try {
      channel.postMessage(message);
    } catch {
      // A payload that cannot be cloned is not worth breaking the app for.
    }
  };
}

/** Starts live mode: the observer the hook forwards every inspection event to. */
export function startLiveMode(): (ev: InspectionEvent) => void {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  return inspectTo(new BroadcastChannel(INSPECTOR_CHANNEL), Math.random().toString(36).slice(2, 8));
}

/** Live-mode bridge of the statechart inspector (/__inspector): the app's actors stream their XState inspection
 *  events (the `inspect` option of createActor / useActorRef) over a BroadcastChannel to inspector tabs of the
 *  same origin. Every payload (event, context) goes through `redact` (src/domain/privacy.ts): only keys on its
 *  allow-list (SAFE_KEYS) are shown, everything else, including fields added later, is replaced by
 *  "[redacted]" before it is posted; event types and actor ids that look like data are scrubbed too.
 *  Active only when the inspector is enabled (`npm run dev`, or a build with VITE_INSPECTOR=on); otherwise
 *  `createInspectBridge()` returns undefined and the bundler drops the rest. */
import type { InspectionEvent } from 'xstate';
import { redact, scrubText } from './domain/privacy';

export const INSPECTOR_CHANNEL = 'statechart-inspector';

export type InspectorMessage =
  | {
      kind: 'actor';
      tab: string;
      time: number;
      actorId: string;
      /** The machine's id for a machine actor (registry id), else the actor's id (e.g. an invoked promise). */
      logicId: string;
      isMachine: boolean;
      parentId: string | null;
    }
  | {
      kind: 'event';
      tab: string;
      time: number;
      actorId: string;
      sourceId: string | null;
      event: { type: string } & Record<string, unknown>;
    }
  | {
      kind: 'snapshot';
      tab: string;
      time: number;
      actorId: string;
      value: unknown;
      status: string;
      context: unknown;
      eventType: string;
    };

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

/** Replaced at build time: false in a production build without VITE_INSPECTOR=on, so the bundler drops the
 *  bridge. Unit and view tests use inspectTo() directly. */
export const INSPECTOR_ON: boolean =
  import.meta.env.MODE !== 'test' && (import.meta.env.DEV || import.meta.env.VITE_INSPECTOR === 'on');

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

/** The app's bridge, or undefined when the inspector is off (or BroadcastChannel is missing). */
export function createInspectBridge(): ((ev: InspectionEvent) => void) | undefined {
  if (!INSPECTOR_ON || typeof BroadcastChannel === 'undefined') return undefined;
  const tab = Math.random().toString(36).slice(2, 8);
  return inspectTo(new BroadcastChannel(INSPECTOR_CHANNEL), tab);
}

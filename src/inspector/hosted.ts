/** Opt-in: forwards the (already redacted) live messages to the public hosted inspector (stately.ai) when an
 *  analyst is online and switches it on. Off by default; the package is loaded only when switched on, and
 *  this is the only place in the product that uses it. */
import type { InspectorMessage } from '../inspection';
import { findMachine } from '../../machines/registry';

export interface HostedInspector {
  forward(message: InspectorMessage): void;
  detach(): void;
}

export async function attachHostedInspector(): Promise<HostedInspector> {
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector({ autoStart: true });
  const id = (tab: string, actorId: string) => `${tab}/${actorId}`;
  return {
    forward(message) {
      const actor = id(message.tab, message.actorId);
      if (message.kind === 'actor') {
        const machine = message.isMachine ? findMachine(message.logicId)?.machine : undefined;
        inspector.actor(actor, undefined, {
          ...(machine ? { definition: JSON.stringify(machine.root.definition) } : {}),
          ...(message.parentId ? { parentId: id(message.tab, message.parentId) } : {}),
        });
      } else if (message.kind === 'event') {
        inspector.event(actor, message.event, {
          ...(message.sourceId ? { source: id(message.tab, message.sourceId) } : {}),
        });
      } else {
        inspector.snapshot(actor, {
          value: message.value,
          context: message.context,
          status: message.status as 'active' | 'done' | 'error' | 'stopped',
        });
      }
    },
    detach() {
      inspector.stop();
    },
  };
}

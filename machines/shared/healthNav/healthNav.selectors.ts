import type { SnapshotFrom } from 'xstate';
import { findTrail, normalizePath } from '../../../domain/health/navigation';
import { type healthNavMachine, visibleItems } from './healthNav.machine';

type Snapshot = SnapshotFrom<typeof healthNavMachine>;

export const selectHealthNavView = (s: Snapshot) => {
  const trail = findTrail(s.context.items, s.context.path);
  const activeUrl = trail.length > 0 ? normalizePath(trail[trail.length - 1]!.url) : null;
  return {
    status: s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : 'loading',
    expanded: s.matches({ ready: 'expanded' }),
    items: s.matches('ready') ? visibleItems(s.context) : [],
    heading: s.context.stack[s.context.stack.length - 1]?.title ?? null,
    /** Url of the parent drilled into (top of the stack), null at the root. */
    currentParentUrl: s.context.stack[s.context.stack.length - 1]?.url ?? null,
    canGoBack: s.context.stack.length > 0,
    activeUrl,
    /** Urls of the active item's ancestors: the parent leading to the active item is marked too. */
    activeTrail: trail.map((i) => normalizePath(i.url)),
    documentKind: s.context.documentKind,
  } as const;
};

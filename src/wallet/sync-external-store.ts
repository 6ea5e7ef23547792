/**
 * ESM stand-in for `use-sync-external-store/shim` and `.../shim/with-selector` in the wallet's library builds
 * only (config/vite.wallet.config.ts aliases). @xstate/react imports those CommonJS shims, which `require('react')`:
 * in an ES module with React external that require would throw in the host's page. React 18+ (and
 * preact/compat) have useSyncExternalStore built in; the selector memo below follows React's own shim.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';

export { useSyncExternalStore };

export function useSyncExternalStoreWithSelector<Snapshot, Selection>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
  getServerSnapshot: (() => Snapshot) | undefined | null,
  selector: (snapshot: Snapshot) => Selection,
  isEqual?: (a: Selection, b: Selection) => boolean,
): Selection {
  const instance = useRef<{ hasValue: boolean; value: Selection | null }>({ hasValue: false, value: null });
  const [getSelection, getServerSelection] = useMemo(() => {
    let hasMemo = false;
    let memoSnapshot: Snapshot;
    let memoSelection: Selection;
    const select = (next: Snapshot): Selection => {
      if (!hasMemo) {
        hasMemo = true;
        memoSnapshot = next;
        const selection = selector(next);
        if (isEqual && instance.current.hasValue && isEqual(instance.current.value as Selection, selection)) {
          memoSelection = instance.current.value as Selection;
          return memoSelection;
        }
        memoSelection = selection;
        return selection;
      }
      if (Object.is(memoSnapshot, next)) return memoSelection;
      const selection = selector(next);
      memoSnapshot = next;
      if (isEqual?.(memoSelection, selection)) return memoSelection;
      memoSelection = selection;
      return selection;
    };
    return [
      () => select(getSnapshot()),
      getServerSnapshot ? () => select(getServerSnapshot()) : undefined,
    ] as const;
  }, [getSnapshot, getServerSnapshot, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  useEffect(() => {
    instance.current.hasValue = true;
    instance.current.value = value;
  }, [value]);
  return value;
}

// Code the window loads after its start (the grid with ag-grid, the results toolbar, the grid's buttons, the fetch-all
// bar and the collapsed filters' summary), kept once it has arrived so that a view renders it at once. React.lazy loads
// such code too, but a lazy component shows its Suspense fallback on its first render even when its module arrived long
// before, and React then holds back what replaces a fallback for 300 ms (its FALLBACK_THROTTLE_MS): a search's first
// rows waited that long after both the answer and the grid's code were in. Here a view asks whether the code is in,
// shows its own placeholder while it is not, and re-renders when it arrives; no Suspense boundary is involved.
import { useEffect, useSyncExternalStore } from 'react';

export interface DeferredCode<T> {
  /** Starts loading the module (once) and resolves with it; a failed load fails every caller alike. */
  load(): Promise<T>;
  /** The module if it has arrived, else null; read by useDeferredCode. */
  peek(): T | null;
  /** Why loading failed, if it did. */
  failure(): { error: unknown } | null;
  subscribe(listener: () => void): () => void;
}

export function deferredCode<T>(importer: () => Promise<T>): DeferredCode<T> {
  let value: T | null = null;
  let failed: { error: unknown } | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  const notify = (): void => {
    for (const listener of listeners) listener();
  };
  return {
    load() {
      pending ??= importer().then(
        (module) => {
          value = module;
          notify();
          return module;
        },
        (error: unknown) => {
          failed = { error };
          notify();
          throw error;
        },
      );
      return pending;
    },
    peek: () => value,
    failure: () => failed,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Starts loading `code` without waiting for it; a failure is shown where the code is rendered (useDeferredCode). */
export function startLoading(code: DeferredCode<unknown>): void {
  code.load().catch(() => undefined);
}

/**
 * The module once it has arrived (loading it if nothing asked for it yet), else null; a failed load is thrown
 * during render, as a lazy component's is, for the nearest error boundary.
 */
export function useDeferredCode<T>(code: DeferredCode<T>): T | null {
  const module = useSyncExternalStore(code.subscribe, code.peek);
  useEffect(() => {
    if (module === null) startLoading(code);
  }, [code, module]);
  const failure = code.failure();
  if (failure) throw failure.error;
  return module;
}

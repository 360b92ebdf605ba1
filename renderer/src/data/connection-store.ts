// How the data service last answered, as every load through this folder reports it: the status bar tells a refused
// key or a used-up quota from being offline, instead of calling every failure "Offline".
import { create } from 'zustand';
import type { ErrorCode } from '#shared/errors';

/** What the status bar says about the connection. */
export type ConnectionState = 'unknown' | 'online' | 'offline' | 'key-refused' | 'quota' | 'failing';

const BY_CODE: Partial<Record<ErrorCode, ConnectionState>> = {
  offline: 'offline',
  timeout: 'offline',
  'bad-key': 'key-refused',
  'not-subscribed': 'key-refused',
  'quota-exhausted': 'quota',
  'rate-limited': 'online',
  upstream: 'failing',
  'malformed-response': 'failing',
};

/**
 * The connection state an outcome implies, or null for outcomes that say nothing about it: a bad filter, or a saved
 * answer the app read on purpose (re-reading pages already fetched), which the service was never asked for.
 */
export function connectionStateOf(
  outcome: { ok: true; stale: boolean; fromCache?: boolean; fallback?: ErrorCode } | { ok: false; code: ErrorCode },
): ConnectionState | null {
  if (!outcome.ok) return BY_CODE[outcome.code] ?? null;
  if (outcome.fallback) return BY_CODE[outcome.fallback] ?? 'failing';
  // A saved answer still fresh was served without asking the service: it cannot tell that it is reachable.
  if (outcome.stale || outcome.fromCache) return null;
  return 'online';
}

interface ConnectionStore {
  state: ConnectionState;
  /** When the state last changed (ms since the epoch). */
  since: number;
  report(state: ConnectionState | null): void;
}

export const useConnection = create<ConnectionStore>()((set, get) => ({
  state: 'unknown',
  since: 0,
  report: (state) => {
    if (state !== null && state !== get().state) set({ state, since: Date.now() });
  },
}));

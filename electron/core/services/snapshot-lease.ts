// How long a snapshot lease lasts without a heartbeat, and the heartbeat that renews it while the snapshot runs. A
// lease expires by time, never by whether a process id is alive: a process id is reused by the system, and means
// nothing on another machine sharing the workspace (the team lease, team-server/db/leases-repo.ts, follows this rule:
// test/team-server/lease-rule.test.ts checks both on one clock). The time
// to live is six heartbeats, so that a busy disk or a clock a minute apart between two machines does not take a
// running snapshot's lease away.
import { hostname } from 'node:os';

export const LEASE_TTL_MS = 90_000;
export const HEARTBEAT_MS = 15_000;

export interface LeaseTiming {
  /** A lease (and its run) not renewed for this long is over. */
  ttlMs: number;
  /** How often the running snapshot renews it. */
  heartbeatMs: number;
}

export const DEFAULT_LEASE_TIMING: LeaseTiming = { ttlMs: LEASE_TTL_MS, heartbeatMs: HEARTBEAT_MS };

/** This machine, as a lease names it (so that a refusal says where the other snapshot runs). */
export function machineName(): string {
  try {
    return hostname() || 'this computer';
  } catch {
    return 'this computer';
  }
}

/** Whether a lease (or a run) last renewed at `renewedAt` is still held at `now`. */
export function isLive(renewedAt: number, now: number, timing: LeaseTiming = DEFAULT_LEASE_TIMING): boolean {
  return now - renewedAt < timing.ttlMs;
}

/**
 * Renews while a snapshot runs: `renew` returns false when the lease is no longer this run's (another run took it
 * over after this one stopped renewing, e.g. a laptop that slept), and `lost` is told once. A renewal that fails (a
 * full disk, a locked workspace) is tried again at the next beat.
 */
export function startHeartbeat(timing: LeaseTiming, renew: () => Promise<boolean>, lost: () => void): () => void {
  let stopped = false;
  // A renewal waits while a unit of work holds the workspace: a beat due meanwhile is skipped, not queued behind it.
  let renewing = false;
  const beat = async (): Promise<void> => {
    if (renewing) return;
    renewing = true;
    let held = true;
    try {
      held = await renew();
    } catch {
      return;
    } finally {
      renewing = false;
    }
    if (!held && !stopped) {
      stopped = true;
      clearInterval(timer);
      lost();
    }
  };
  const timer = setInterval(() => void beat(), timing.heartbeatMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

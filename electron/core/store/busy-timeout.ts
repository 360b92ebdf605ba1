// How long a statement waits for a lock another process holds (a backup tool, a second `aqar` run) before SQLite
// says the database is busy and the app names the locked file. One figure for every store of the app.
import { z } from 'zod';

/** SQLite's wait for another process's lock, unless AQAR_BUSY_TIMEOUT_MS says otherwise. */
export const DEFAULT_BUSY_TIMEOUT_MS = 5000;

const busyTimeoutSchema = z.coerce
  .number({ error: 'AQAR_BUSY_TIMEOUT_MS must be a number of milliseconds' })
  .int('AQAR_BUSY_TIMEOUT_MS must be a whole number of milliseconds')
  .min(0, 'AQAR_BUSY_TIMEOUT_MS must be 0 or more')
  .max(600_000, 'AQAR_BUSY_TIMEOUT_MS must be at most 600000 (ten minutes)');

/**
 * The wait, read when a database is opened: AQAR_BUSY_TIMEOUT_MS lengthens it for a workspace on a slow shared drive,
 * and shortens it in the tests of a locked database (each refusal would otherwise take 5 s). A bad value is refused
 * naming the variable, never taken as 0.
 */
export function busyTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.AQAR_BUSY_TIMEOUT_MS;
  if (raw === undefined || raw.trim() === '') return DEFAULT_BUSY_TIMEOUT_MS;
  const parsed = busyTimeoutSchema.safeParse(raw.trim());
  if (!parsed.success) throw new Error(`${parsed.error.issues[0]!.message} (got "${raw}")`);
  return parsed.data;
}

// The connection pool to the team's PostgreSQL, transactions on it, and how a database that cannot be reached is
// told apart from a query that failed: the first answers 503 (try again), the second is a bug or a refusal.
import { createHash } from 'node:crypto';
import pg from 'pg';

export type Pool = pg.Pool;
export type Client = pg.PoolClient;
export type Queryable = Pick<pg.ClientBase, 'query'>;

export interface PoolOptions {
  max?: number;
  /** How its connections are named in pg_stat_activity. */
  applicationName?: string;
  /** Called with a connection error the pool met while idle (a restart, a dropped socket): never fatal. */
  onIdleError?: (error: Error) => void;
}

export function createPool(connectionString: string, options: PoolOptions = {}): Pool {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: options.applicationName ?? 'aqar-team-server',
    // A query that runs for longer than this is a bug or a lock gone wrong: end it rather than pile up.
    statement_timeout: 30_000,
  });
  pool.on('error', (error) => options.onIdleError?.(error));
  return pool;
}

/** SQLSTATE classes and codes, and socket errors, that mean "the database is not there right now". */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57P01', // admin_shutdown: the server is stopping
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error|timeout exceeded when trying to connect|Connection ended|the database system is (starting up|shutting down)|Client was closed/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return UNAVAILABLE_MESSAGES.test(error.message);
}

/** Runs `work` in one transaction on a client of its own: committed when it returns, rolled back when it throws. */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: Client) => Promise<T>,
  mode: 'read write' | 'read only' = 'read write',
): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query(mode === 'read only' ? 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY' : 'BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      // The connection itself is gone: it must not go back to the pool.
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

/** A lock number for pg_advisory_xact_lock: taken by every writer of the change sequence (see changes-repo). */
export const CHANGE_LOCK = 0x61716c74; // 'aqlt'
export const MIGRATION_LOCK = 0x61716d67; // 'aqmg'

/**
 * Takes transaction-scoped advisory locks on these keys (an item id, a member's operation id, …), always in the
 * same order so that two transactions can never wait on each other. Keys are hashed to 64 bits; a collision only
 * makes two unrelated writers take turns.
 */
export async function lockKeys(db: Queryable, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const hashes = [...new Set(keys)].map((k) => createHash('sha256').update(k).digest().readBigInt64BE(0));
  hashes.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  await db.query('SELECT count(pg_advisory_xact_lock(k)) FROM (SELECT unnest($1::bigint[]) AS k) AS ordered', [
    hashes.map(String),
  ]);
}

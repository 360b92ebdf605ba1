// Whether an error opening a database means the file is damaged (moved aside for the cache, answered by a backup for
// the workspace), as opposed to a file that cannot be written or is locked, which is never treated as damaged: a
// healthy database on a read-only disk or held by another process is left exactly where it is.
import { MigrationError } from './migrate';

const DAMAGE_CODES = /^SQLITE_(CORRUPT|NOTADB|IOERR|FORMAT|SCHEMA|MISMATCH)/;

export function isDamage(error: unknown): boolean {
  if (error instanceof MigrationError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string') return DAMAGE_CODES.test(code);
  return error instanceof Error && /integrity check failed|not a database|malformed/i.test(error.message);
}

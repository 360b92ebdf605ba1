// Keeps the cache's write-ahead log small without stalling the writer: every few seconds, when the WAL has grown
// past a threshold, the worker checkpoints it. Should the worker fail, the writer checkpoints itself before the WAL
// grows without bound.
import { statSync } from 'node:fs';
import type { Database } from 'better-sqlite3';
import { ref } from '#shared/messages/message-ref';
import type { Log } from '../log-line';

export interface CheckpointerOptions {
  file: string;
  db: Database;
  checkpoint: () => Promise<unknown>;
  thresholdBytes?: number;
  intervalMs?: number;
  log?: Log;
}

const MB = 1024 * 1024;

export function startCheckpointer(options: CheckpointerOptions): () => void {
  const threshold = options.thresholdBytes ?? 4 * MB;
  let running = false;
  const walBytes = (): number => {
    try {
      return statSync(`${options.file}-wal`).size;
    } catch {
      return 0;
    }
  };
  const tick = (): void => {
    if (running || !options.db.open) return;
    const size = walBytes();
    if (size < threshold) return;
    if (size > 64 * threshold) {
      // The worker has not kept up (or is gone): a stall now beats an unbounded log.
      options.db.pragma('wal_checkpoint(PASSIVE)');
      return;
    }
    running = true;
    options
      .checkpoint()
      .catch((error: unknown) => options.log?.(ref('log.checkpoint.failed'), error))
      .finally(() => (running = false));
  };
  const timer = setInterval(tick, options.intervalMs ?? 2000);
  timer.unref();
  return () => clearInterval(timer);
}

// What a worker method receives besides its input: cancellation, progress reporting and the worker's resources.
import { setImmediate as yieldToEvents } from 'node:timers/promises';
import { AppFailure } from '#shared/errors';
import type { WorkerData } from './protocol';
import { ref } from '#shared/messages/message-ref';

export interface MethodContext {
  signal: AbortSignal;
  progress(value: unknown): void;
  worker: WorkerData;
  /** Lets queued messages (a cancel) in, then throws if this call was cancelled; long loops call it now and then. */
  checkpoint(): Promise<void>;
}

export function createMethodContext(
  worker: WorkerData,
  signal: AbortSignal,
  progress: (value: unknown) => void,
): MethodContext {
  return {
    signal,
    progress,
    worker,
    checkpoint: async () => {
      await yieldToEvents();
      if (signal.aborted) throw new AppFailure('cancelled', ref('error.task.cancelled'));
    },
  };
}

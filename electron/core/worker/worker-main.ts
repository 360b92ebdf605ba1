// The worker thread's entry: answers calls from the core with the methods of worker-methods.ts, one message at a
// time per call, with cancellation and progress. Nothing thrown escapes: every failure is a typed reply.
import { parentPort, workerData } from 'node:worker_threads';
import { AppFailure } from '#shared/errors';
// Every language's messages: the core words sentences in whichever language a window or the command line asks.
import '#shared/messages/all-languages';
import { asStorageFailure } from '../store/storage-fault';
import type { FromWorker, ToWorker, WorkerData, WorkerMethod } from './protocol';
import { createMethodContext } from './worker-context';
import { WORKER_METHODS, type MethodImpl } from './worker-methods';
import { ref } from '#shared/messages/message-ref';

const port = parentPort;
if (!port) throw new Error('worker-main.ts runs only as a worker thread');
const data = workerData as WorkerData;
const running = new Map<number, AbortController>();
const send = (message: FromWorker): void => port.postMessage(message);

async function call(id: number, method: WorkerMethod, input: unknown): Promise<void> {
  const abort = new AbortController();
  running.set(id, abort);
  try {
    const impl = WORKER_METHODS[method] as MethodImpl<WorkerMethod> | undefined;
    if (!impl) throw new AppFailure('internal', ref('error.worker.noMethod', { method: String(method) }));
    const context = createMethodContext(data, abort.signal, (value) => send({ kind: 'progress', id, value }));
    const value = await impl(input as never, context);
    send({ kind: 'reply', id, ok: true, value });
  } catch (error) {
    // A file that could not be written (an export on a full disk, a read-only folder) is said as such.
    const known = error instanceof AppFailure ? error : asStorageFailure(error, { dataDir: data.dataDir });
    const appError = known
      ? known.appError
      : { code: 'internal' as const, message: error instanceof Error ? error.message : String(error) };
    send({ kind: 'reply', id, ok: false, error: appError });
  } finally {
    running.delete(id);
  }
}

port.on('message', (message: ToWorker) => {
  if (message.kind === 'cancel') running.get(message.id)?.abort();
  else void call(message.id, message.method, message.input);
});
send({ kind: 'ready' });

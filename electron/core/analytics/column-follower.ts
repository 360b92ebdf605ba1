// Keeps the compute worker's columnar copy of the stored transactions current while answers are stored, in the app
// (Electron and browser mode): a stored batch asks the worker to read what is new a quarter of a second later, one
// read at a time (batches stored meanwhile are read together), so the first analysis after a large load finds its
// columns ready instead of reading every stored row then (4-5 s for 500,000 transactions). The CLI, which stores and
// exits, leaves it to the next analysis, which reads only the rows stored since the columns were last written.
import { ref } from '#shared/messages/message-ref';
import type { Log } from '../log-line';
import type { WorkerHost } from '../worker/worker-host';

const AFTER_MS = 250;

export class ColumnFollower {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  /** Whether the worker was asked to read at least once (its columns then need writing before the core closes). */
  followed = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly worker: WorkerHost,
    subscribe: (listener: () => void) => () => void,
    private readonly log: Log = () => {},
  ) {
    this.unsubscribe = subscribe(() => this.stored());
  }

  private stored(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    // A quarter of a second after the first batch not yet read, however many follow it: a load that stores page
    // after page is read as it goes, never put off until it stops.
    if (this.timer) return;
    this.timer = setTimeout(() => void this.run(), AFTER_MS);
    this.timer.unref();
  }

  private run(): Promise<void> {
    this.timer = null;
    this.again = false;
    this.followed = true;
    this.running = this.worker
      .call('compute', 'analytics:sync', {})
      .then(
        () => undefined,
        (error: unknown) => this.log(ref('log.analytics.columnsBehind'), error),
      )
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) this.stored();
      });
    return this.running;
  }

  /** Resolves when every batch stored so far has been read into the columns (a pending read runs now). */
  async current(): Promise<void> {
    for (;;) {
      if (this.timer) {
        clearTimeout(this.timer);
        await this.run();
      } else if (this.running) await this.running;
      else if (this.again) await this.run();
      else return;
    }
  }

  /** Stops following; waits for a read under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}

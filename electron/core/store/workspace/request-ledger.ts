// The requests this process sends, counted whatever happens after they left. A request is written as 'sent' the
// moment it leaves (before its answer, before anything local that can fail) and completed with its outcome; when
// the workspace cannot take the write (a full disk, a read-only or locked database, a workspace open from a backup
// or read-only), the request goes to the journal beside it, or, where nothing can be written, stays in memory and
// is written as soon as something can take it. Usage counts all three. Nothing here throws: counting a paid request
// must never be what fails.
import { randomUUID } from 'node:crypto';
import type { JournalPlace, RequestJournal } from './request-journal';
import {
  SENT,
  startOfDay,
  startOfMonth,
  UNSPENT_OUTCOMES,
  type LoggedRequest,
  type RateLimitReading,
  type RefRequest,
  type RequestLogRepo,
} from './request-log-repo';

export interface Usage {
  today: number;
  thisMonth: number;
  rateLimits: Record<string, string> | null;
  rateLimitsObservedAt: number | null;
}

export interface LedgerTarget {
  repo: RequestLogRepo;
  /** False while the workspace is open read-only, from a backup, or temporary: requests then go to the journal. */
  writable: boolean;
}

/** Told the first time a request could not be written to the workspace, with where it went instead. */
export type OnOutside = (place: JournalPlace, error: unknown) => void;

/** `inDatabase`: its 'sent' row is in the workspace already (counted there); only its outcome went outside. */
type Outside = RefRequest & { place: JournalPlace; inDatabase: boolean };

export class RequestLedger {
  /** Requests not in the workspace database: in the journal or held in memory. */
  private readonly outside = new Map<string, Outside>();
  private readonly limitsOutside = new Map<string, RateLimitReading>();
  /** Requests begun and not yet finished, by reference. */
  private readonly begun = new Map<string, Pick<LoggedRequest, 'at' | 'source' | 'operation'>>();
  /** Requests in flight whose 'sent' row the workspace holds (a failed outcome write must not count them twice). */
  private readonly inDatabase = new Set<string>();
  private told: JournalPlace | null = null;

  constructor(
    private readonly journal: RequestJournal,
    private readonly target: () => LedgerTarget,
    private readonly onOutside: OnOutside = () => {},
  ) {}

  /** Called at every open of the workspace: a writable one takes the journal in; a read-only one counts it. */
  attach(): void {
    const { repo, writable } = this.target();
    if (writable) {
      try {
        this.journal.drain((content) => repo.merge(content.requests, content.limits));
        for (const [ref, entry] of this.outside) if (entry.place === 'journal') this.outside.delete(ref);
        this.journal.reserve();
        this.flushMemory();
        return;
      } catch {
        // Not writable after all (a full disk): the journal stays and is counted below.
      }
    }
    const content = this.journal.read();
    for (const request of content.requests) {
      if (!repo.hasRef(request.ref)) this.outside.set(request.ref, { ...request, place: 'journal', inDatabase: false });
    }
    for (const reading of content.limits) this.keepLimits(reading);
  }

  /** The request has left: it is counted from now on, whatever happens next. Returns its reference. */
  begin(entry: Pick<LoggedRequest, 'at' | 'source' | 'operation'>): string {
    const ref = randomUUID();
    this.begun.set(ref, entry);
    this.write({ ...entry, ref, outcome: SENT, status: null, durationMs: 0 });
    return ref;
  }

  /** Completes a request begun with its outcome. */
  finish(ref: string, end: Pick<LoggedRequest, 'outcome' | 'status' | 'durationMs'>): void {
    const start = this.begun.get(ref);
    if (!start) return;
    this.begun.delete(ref);
    this.write({ ...start, ...end, ref });
    this.inDatabase.delete(ref);
  }

  /** A whole request at once (begun and finished). */
  record(entry: LoggedRequest): void {
    this.write({ ...entry, ref: randomUUID() });
  }

  saveRateLimits(source: string, headers: Record<string, string>, at: number): void {
    const reading = { source, headers, at };
    const { repo, writable } = this.target();
    if (writable) {
      try {
        repo.saveRateLimits(reading);
        this.limitsOutside.delete(source);
        return;
      } catch {
        // Kept below; the quota reading is no payment, but it steers retries.
      }
    }
    this.journal.append({ limits: reading });
    this.keepLimits(reading);
  }

  private keepLimits(reading: RateLimitReading): void {
    const known = this.limitsOutside.get(reading.source);
    if (!known || known.at <= reading.at) this.limitsOutside.set(reading.source, reading);
  }

  private write(row: RefRequest): void {
    this.flushMemory();
    const { repo, writable } = this.target();
    // A request begun outside the database is completed there too, so that the journal's last word is its outcome.
    if (writable && !this.outside.has(row.ref)) {
      try {
        repo.put(row);
        this.inDatabase.add(row.ref);
        return;
      } catch (error) {
        this.goOutside(row, error);
        return;
      }
    }
    this.goOutside(row, null);
  }

  private goOutside(row: RefRequest, error: unknown): void {
    const place = this.journal.append(row);
    const inDatabase = this.inDatabase.has(row.ref);
    this.outside.set(row.ref, { ...row, place, inDatabase });
    if (error !== null && this.told !== place && this.told !== 'memory') {
      this.told = place;
      this.onOutside(place, error);
    }
  }

  /** Requests held in memory are written as soon as the workspace, or else a journal, takes them. */
  private flushMemory(): void {
    const waiting = [...this.outside.values()].filter((e) => e.place === 'memory');
    if (waiting.length === 0) return;
    const { repo, writable } = this.target();
    for (const entry of waiting) {
      const { place: _place, inDatabase: _inDatabase, ...row } = entry;
      if (writable) {
        try {
          repo.put(row);
          this.outside.delete(row.ref);
          continue;
        } catch {
          // Falls through to the journal.
        }
      }
      const place = this.journal.append(row);
      if (place === 'memory') return;
      entry.place = place;
    }
  }

  /** Requests held in memory only (no journal could take them): lost if this process ends before they are written. */
  unsaved(): number {
    return [...this.outside.values()].filter((e) => e.place === 'memory').length;
  }

  /** Requests counted outside the workspace database (journal or memory). */
  outsideCount(): number {
    return this.outside.size;
  }

  usage(source: string, now = new Date()): Usage {
    const { repo } = this.target();
    const day = startOfDay(now);
    const month = startOfMonth(now);
    // A request whose 'sent' row the workspace holds is counted there, whatever outcome went outside.
    const spent = [...this.outside.values()].filter(
      (r) => r.source === source && !r.inDatabase && !UNSPENT_OUTCOMES.includes(r.outcome),
    );
    const stored = repo.rateLimits(source);
    const kept = this.limitsOutside.get(source);
    const limits = kept && (!stored || kept.at >= stored.at) ? kept : stored;
    return {
      today: repo.countSince(source, day) + spent.filter((r) => r.at >= day).length,
      thisMonth: repo.countSince(source, month) + spent.filter((r) => r.at >= month).length,
      rateLimits: limits?.headers ?? null,
      rateLimitsObservedAt: limits?.at ?? null,
    };
  }

  lastOutcome(source: string): string | null {
    const stored = this.target().repo.last(source);
    const outside = [...this.outside.values()]
      .filter((r) => r.source === source && r.outcome !== SENT)
      .sort((a, b) => a.at - b.at)
      .at(-1);
    if (outside && (!stored || outside.at >= stored.at)) return outside.outcome;
    return stored?.outcome ?? null;
  }
}

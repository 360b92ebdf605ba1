// The request journal: where a request that left is written when the workspace cannot take it (a full disk, a
// read-only or locked database, a workspace open from a backup), so that no paid request goes uncounted. One line
// of JSON per event, appended (O_APPEND: several processes may append at once) to `request-journal.ndjson` beside
// the workspace; merged into the workspace at its next writable open and then removed.
//
// A full disk cannot take a line either, so a reserve file of half a megabyte is kept beside the journal while the
// disk has room: when an append fails for want of space, the reserve is deleted and the append tried again (about
// 2,500 requests fit in the space it frees). Where the data folder cannot be written at all (a read-only mount),
// the journal goes to a folder of this data folder's own in the system's temporary folder; where nothing can be
// written, the requests are kept in memory and the caller says so. Lines are read back from both places.
import { createHash, randomUUID } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { RateLimitReading, RefRequest } from './request-log-repo';

export const JOURNAL_NAME = 'request-journal.ndjson';
export const RESERVE_NAME = 'request-journal.reserve';
export const RESERVE_BYTES = 512 * 1024;
const MERGING = /^request-journal\.[\w-]+\.merging$/;

const requestLine = z.object({
  ref: z.string().min(1),
  at: z.number(),
  source: z.string(),
  operation: z.string(),
  outcome: z.string(),
  status: z.number().nullable(),
  durationMs: z.number(),
});
const limitsLine = z.object({
  limits: z.object({ source: z.string(), headers: z.record(z.string(), z.string()), at: z.number() }),
});

export interface JournalContent {
  requests: RefRequest[];
  limits: RateLimitReading[];
}

export type JournalPlace = 'journal' | 'memory';

/** The journal's fallback folder for a data folder that cannot be written: one per data folder, in temp. */
export function fallbackJournalDir(dataDir: string): string {
  const id = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16);
  return join(tmpdir(), `aqar-lens-journal-${id}`);
}

function errnoOf(error: unknown): string {
  return (error as NodeJS.ErrnoException).code ?? '';
}

/** Parses journal text: one event per line; a torn or foreign line (a crash mid-append) is skipped. */
export function parseJournal(text: string): JournalContent {
  const content: JournalContent = { requests: [], limits: [] };
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      continue;
    }
    const request = requestLine.safeParse(raw);
    if (request.success) content.requests.push(request.data);
    const limits = limitsLine.safeParse(raw);
    if (limits.success) content.limits.push(limits.data.limits);
  }
  return content;
}

export class RequestJournal {
  readonly dirs: readonly string[];

  constructor(dataDir: string) {
    this.dirs = [dataDir, fallbackJournalDir(dataDir)];
  }

  /** Keeps the reserve in place while the disk has room for it (at a writable open); never throws. */
  reserve(): void {
    const file = join(this.dirs[0]!, RESERVE_NAME);
    if (existsSync(file)) return;
    try {
      writeFileSync(file, Buffer.alloc(RESERVE_BYTES), { flag: 'wx' });
    } catch {
      rmSync(file, { force: true });
    }
  }

  /** Appends one event; returns where it went ('memory' when no journal could take it). Never throws. */
  append(event: RefRequest | { limits: RateLimitReading }): JournalPlace {
    const line = `${JSON.stringify(event)}\n`;
    for (const [index, dir] of this.dirs.entries()) {
      if (this.appendTo(dir, line, index === 0)) return 'journal';
    }
    return 'memory';
  }

  private appendTo(dir: string, line: string, ownFolder: boolean): boolean {
    const file = join(dir, JOURNAL_NAME);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        if (!ownFolder) mkdirSync(dir, { recursive: true, mode: 0o700 });
        appendFileSync(file, line, { mode: 0o600 });
        return true;
      } catch (error) {
        const full = errnoOf(error) === 'ENOSPC' || errnoOf(error) === 'EDQUOT';
        const reserve = join(dir, RESERVE_NAME);
        if (!full || attempt > 0 || !existsSync(reserve)) return false;
        // The disk is full: the reserve kept for this moment makes room for the journal.
        rmSync(reserve, { force: true });
      }
    }
    return false;
  }

  /** Every event in the journals (and journals being merged), without removing them. */
  read(): JournalContent {
    const content: JournalContent = { requests: [], limits: [] };
    for (const file of this.files()) {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      const part = parseJournal(text);
      content.requests.push(...part.requests);
      content.limits.push(...part.limits);
    }
    return content;
  }

  private files(): string[] {
    const files: string[] = [];
    for (const dir of this.dirs) {
      let names: string[];
      try {
        names = readdirSync(dir);
      } catch {
        continue;
      }
      for (const name of names) if (name === JOURNAL_NAME || MERGING.test(name)) files.push(join(dir, name));
    }
    return files;
  }

  /**
   * Moves the journals aside (another process appending meanwhile starts a new one), hands their events to `merge`
   * (which writes them to the workspace in one transaction) and removes them once merged. A crash between the two
   * leaves the moved file, merged again at the next open: the workspace adds each request once, by its reference.
   */
  drain(merge: (content: JournalContent) => void): number {
    for (const dir of this.dirs) {
      const file = join(dir, JOURNAL_NAME);
      if (!existsSync(file)) continue;
      try {
        renameSync(file, join(dir, `request-journal.${process.pid}-${randomUUID().slice(0, 8)}.merging`));
      } catch {
        // Not movable (a read-only folder): left for an open that can.
      }
    }
    const merging = this.files().filter((f) => MERGING.test(f.split(/[/\\]/).at(-1)!));
    let merged = 0;
    for (const file of merging) {
      // Read until it stops growing: a process that opened the journal just before it was moved appends here.
      let done = 0;
      for (;;) {
        let text: string;
        try {
          text = readFileSync(file, 'utf8');
        } catch {
          break; // merged and removed by another process opening at the same time
        }
        // Whole lines only: a line being appended right now is read on the next turn.
        const end = text.lastIndexOf('\n') + 1;
        if (end <= done) break;
        const part = parseJournal(text.slice(done, end));
        merge(part);
        merged += part.requests.length;
        done = end;
      }
      rmSync(file, { force: true });
    }
    return merged;
  }
}

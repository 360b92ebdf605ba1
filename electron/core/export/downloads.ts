// Finished exports waiting for the browser to fetch them (browser mode has no save dialog): files in a private
// temporary folder, each under an unguessable id, kept for a while, then removed, and all removed at close.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SavedFormat } from '#shared/export/table';

export interface Download {
  id: string;
  file: string;
  fileName: string;
  format: SavedFormat;
  bytes: number;
  expiresAt: number;
}

export const DOWNLOAD_TTL_MS = 30 * 60_000;

export const CONTENT_TYPES: Readonly<Record<SavedFormat, string>> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

export class Downloads {
  private dir: string | null = null;
  private readonly entries = new Map<string, Download>();

  constructor(private readonly now: () => number = Date.now) {}

  /** A fresh file path in the export folder, for the writer to fill before `register`. */
  reserve(format: SavedFormat): { id: string; file: string } {
    this.dir ??= mkdtempSync(join(tmpdir(), 'aqar-exports-'));
    const id = randomBytes(18).toString('base64url');
    return { id, file: join(this.dir, `${id}.${format}`) };
  }

  register(entry: Omit<Download, 'expiresAt'>): Download {
    this.sweep();
    const download = { ...entry, expiresAt: this.now() + DOWNLOAD_TTL_MS };
    this.entries.set(entry.id, download);
    return download;
  }

  /** The download with this id, while it lasts. */
  get(id: string): Download | null {
    this.sweep();
    return this.entries.get(id) ?? null;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.entries) {
      if (entry.expiresAt > now) continue;
      this.entries.delete(id);
      rmSync(entry.file, { force: true });
    }
  }

  close(): void {
    this.entries.clear();
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
    this.dir = null;
  }
}

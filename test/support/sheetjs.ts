// SheetJS (the `xlsx` package), the independent reader export tests check workbooks with. It is a dev dependency;
// where it is not installed the tests that need it are skipped and say why. AQAR_SHEETJS may point at a copy
// installed elsewhere (its package folder or entry file).
import { readFileSync } from 'node:fs';

export interface SheetJsCell {
  t: 'n' | 's' | 'b' | 'd' | 'e' | 'z';
  v: unknown;
  /** The number format. */
  z?: string;
  /** The formatted text. */
  w?: string;
  f?: string;
}

export type SheetJsSheet = Record<string, unknown> & {
  '!ref'?: string;
  '!autofilter'?: { ref: string };
  '!cols'?: { wch?: number; width?: number }[];
};

export interface SheetJsWorkbook {
  SheetNames: string[];
  Sheets: Record<string, SheetJsSheet>;
  Workbook?: { Views?: { RTL?: boolean }[] };
}

export interface SheetJs {
  version: string;
  /** Its ES module build has no file system of its own: files are read and written as buffers. */
  read(data: Buffer, options?: Record<string, unknown>): SheetJsWorkbook;
  write(workbook: SheetJsWorkbook, options: Record<string, unknown>): Buffer;
  utils: {
    book_new(): SheetJsWorkbook;
    aoa_to_sheet(rows: unknown[][], options?: Record<string, unknown>): SheetJsSheet;
    book_append_sheet(workbook: SheetJsWorkbook, sheet: SheetJsSheet, name: string): void;
  };
}

export interface LoadedSheetJs {
  xlsx: SheetJs | null;
  /** Why it is missing, for the skip message. */
  reason: string;
}

export async function loadSheetJs(): Promise<LoadedSheetJs> {
  const specifier: string = process.env.AQAR_SHEETJS ?? 'xlsx';
  try {
    const loaded = (await import(specifier)) as Partial<SheetJs> & { default?: SheetJs };
    const xlsx = loaded.read ? (loaded as SheetJs) : loaded.default;
    if (!xlsx?.read) return { xlsx: null, reason: `${specifier} is not SheetJS` };
    return { xlsx, reason: '' };
  } catch {
    return {
      xlsx: null,
      reason: 'SheetJS is not installed: add the dev dependency xlsx@0.18.5 (npm i -D xlsx@0.18.5)',
    };
  }
}

export function readWorkbook(xlsx: SheetJs, file: string, options: Record<string, unknown> = {}): SheetJsWorkbook {
  return xlsx.read(readFileSync(file), { ...options, type: 'buffer' });
}

export function cellOf(sheet: SheetJsSheet, address: string): SheetJsCell | undefined {
  return sheet[address] as SheetJsCell | undefined;
}

// A grid export read back: its data sheet's header row and data rows (the About sheet left out).
import ExcelJS from 'exceljs';

export async function gridSheet(file: string): Promise<{ headers: string[]; rows: unknown[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets.find((w) => w.name !== 'About')!;
  const all: unknown[][] = [];
  sheet.eachRow((row) => all.push((row.values as unknown[]).slice(1)));
  return { headers: (all[0] ?? []).map(String), rows: all.slice(1) };
}

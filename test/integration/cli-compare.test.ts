// `aqar compare` from a terminal where the reviewer found it wrong: show with nothing pinned printed a table of blank
// measure rows; show --lang ar printed English measure names; export --csv - was refused although `-` is standard
// output everywhere else, and --csv with --xlsx wrote only the workbook.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bestStatement, measureName } from '#shared/compare/comparison-names';
import type { ComparisonView } from '#shared/ipc/contract';
import { aqar } from '../support/cli-io';
import { parseCsv } from '../support/csv';
import { makeTempDir } from '../support/temp-dir';

const dir = makeTempDir('aqar-cli-compare-');
const env = { AQAR_DATA_DIR: join(dir.path, 'data') };
let ids: string[] = [];
beforeAll(async () => {
  const search = await aqar(
    ['search-property', '--demo', '--purpose', 'for-rent', '--location-ids', '5006', '--json'],
    env,
  );
  // Two yearly rents with an area each: their rent per area is ranked (the sizes are not: a size is not a merit).
  const records = (
    JSON.parse(search.out) as {
      records: { externalID: string; rentFrequency: string | null; areaSqft: number | null }[];
    }
  ).records;
  ids = records
    .filter((r) => r.rentFrequency === 'yearly' && r.areaSqft)
    .slice(0, 2)
    .map((r) => r.externalID);
  expect(ids).toHaveLength(2);
}, 30_000);
afterAll(() => dir.remove());

describe('aqar compare show', () => {
  it('with nothing pinned says so and how to pin, instead of blank measure rows', async () => {
    const run = await aqar(['compare', 'show', 'listing', '--demo'], env);
    expect(run.code).toBe(0);
    expect(run.out).toBe('No listing is pinned, so there is nothing to compare.\n');
    expect(run.err).toContain('aqar compare add listing ID…');
    expect(run.out).not.toMatch(/^Title: *$/m);
  });

  it('--lang ar names the measures and the best direction in Arabic; without --lang, English as before', async () => {
    expect((await aqar(['compare', 'add', 'listing', '--demo', ...ids], env)).code).toBe(0);
    const view = JSON.parse(
      (await aqar(['compare', 'show', 'listing', '--demo', '--json', '--lang', 'ar'], env)).out,
    ) as ComparisonView;
    const arabic = await aqar(['compare', 'show', 'listing', '--demo', '--lang', 'ar'], env);
    expect(arabic.code).toBe(0);
    // An Arabic line sets each name and value apart from the sentence's direction (bidi isolates), as every message does.
    const lines = arabic.out
      .replace(/[\u2066-\u2069]/g, '')
      .split('\n')
      .slice(1);
    const priced = view.rows.find((r) => r.id === 'price')!;
    const priceName = measureName(priced, 'listing', 'ar', 'sqft');
    expect(priceName).not.toBe(priced.label);
    expect(lines.some((l) => l.startsWith(`${priceName}: `))).toBe(true);
    expect(lines.some((l) => l.startsWith(`${priced.label}: `))).toBe(false);
    const best = view.rows.find((r) => r.best !== null);
    expect(best).toBeDefined();
    const statement = bestStatement(best!, 'ar')!;
    expect(lines.find((l) => l.startsWith(`${measureName(best!, 'listing', 'ar', 'sqft')}: `))).toContain(
      `(الأفضل: ${statement})`,
    );

    const english = await aqar(['compare', 'show', 'listing', '--demo'], env);
    const englishView = JSON.parse(
      (await aqar(['compare', 'show', 'listing', '--demo', '--json'], env)).out,
    ) as ComparisonView;
    const englishLines = english.out.split('\n').slice(1, -1);
    expect(englishLines.map((l) => l.split(':')[0])).toEqual(englishView.rows.map((r) => r.label));
    const englishBest = englishView.rows.find((r) => r.best !== null)!;
    expect(englishLines.find((l) => l.startsWith(`${englishBest.label}: `))).toContain(
      `(best: ${englishBest.best!.statement})`,
    );
    // Figures as every terminal table shows them: "7,248,000", never the raw 7248000 or 3975.86.
    const price = englishView.rows.find((r) => r.id === 'price')!;
    const priceLine = englishLines.find((l) => l.startsWith(`${price.label}: `))!;
    for (const value of price.values) {
      expect(priceLine).toContain(Math.round(value as number).toLocaleString('en'));
    }
    expect(priceLine).not.toMatch(/\d{4}/);
  }, 30_000);
});

describe('aqar compare export', () => {
  it('--csv - writes the same CSV to standard output as --csv FILE writes to its file', async () => {
    const file = join(dir.path, 'compare.csv');
    const toFile = await aqar(['compare', 'export', 'listing', '--demo', '--csv', file], env);
    expect(toFile.code).toBe(0);
    const toStdout = await aqar(['compare', 'export', 'listing', '--demo', '--csv', '-'], env);
    expect(toStdout.code).toBe(0);
    expect(toStdout.out).toBe(readFileSync(file, 'utf8'));
    expect(parseCsv(toStdout.out)[0]?.[0]).toBe('Measure');
  });

  it('--csv FILE with --xlsx FILE writes both files', async () => {
    const csv = join(dir.path, 'both.csv');
    const xlsx = join(dir.path, 'both.xlsx');
    const run = await aqar(['compare', 'export', 'listing', '--demo', '--csv', csv, '--xlsx', xlsx], env);
    expect(run.code).toBe(0);
    expect(run.err).toContain(`row(s) written to ${csv}`);
    expect(run.err).toContain(`row(s) written to ${xlsx}`);
    expect(readFileSync(xlsx).subarray(0, 2).toString()).toBe('PK');
    expect(parseCsv(readFileSync(csv, 'utf8')).length).toBeGreaterThan(1);
  });
});

describe('aqar compare add KIND --name', () => {
  it('pins a firm with its details, so the comparison is whole without --refresh', async () => {
    // A name search leaves only a name and a count or two in the cache; pinned as it was, office, licences and the
    // sale and rent counts stayed blank until a refresh.
    for (const name of ['Willow Shore Estates', 'Oryx Bay Real Estate Brokerage']) {
      const added = await aqar(['compare', 'add', 'agency', '--demo', '--name', name], env);
      expect(added.code, added.err).toBe(0);
    }
    const view = JSON.parse((await aqar(['compare', 'show', 'agency', '--demo', '--json'], env)).out) as ComparisonView;
    expect(view.items).toHaveLength(2);
    for (const id of ['office', 'licenses', 'forSale', 'forRent']) {
      const row = view.rows.find((r) => r.id === id);
      expect(row, `row ${id} in ${view.rows.map((r) => r.id).join(', ')}`).toBeDefined();
      expect(
        row!.values.every((v) => v !== null && v !== ''),
        `${id}: ${JSON.stringify(row!.values)}`,
      ).toBe(true);
    }
    // A figure left out is explained in the terminal as under the panel's row, item by item.
    const text = await aqar(['compare', 'show', 'agency', '--demo'], env);
    const median = view.rows.find((r) => r.id === 'medianAskingSale')!;
    expect(median.notes?.some(Boolean)).toBe(true);
    median.notes?.forEach((note, i) => {
      if (note) expect(text.err).toContain(`note: ${median.label} [${i + 1}]: ${note}`);
    });
    expect(text.out).toMatch(/^Office: .+ │ .+$/m);
    // Two firms with different offices: the row says no two agree, and neither value is marked on its own.
    const office = view.rows.find((r) => r.id === 'office')!;
    expect(view.rows.some((r) => r.allDiffer)).toBe(true);
    if (office.allDiffer) expect(text.out).toMatch(/^Office: [^!\n]+ │ [^!\n]+ {2}≠$/m);
    expect(text.err).toContain('≠ no two items agree in the row');
  });

  it('refuses a name several firms match naming --name, the flag the broker typed', async () => {
    const run = await aqar(['compare', 'add', 'agency', '--demo', '--name', 'Oryx Bay'], env);
    expect(run.code).toBe(2);
    expect(run.err).toMatch(/^aqar: --name "Oryx Bay" matches 2 agencies: .*\(--name 100520\)/);
  });
});

describe('aqar compare add with several ids', () => {
  it('says which were pinned before one failed, and exits with the failure', async () => {
    const pinned = JSON.parse((await aqar(['compare', 'list', 'listing', '--demo', '--json'], env)).out) as {
      pins: unknown[];
    };
    const cleared = await aqar(['compare', 'clear', 'listing', '--demo'], env);
    // Said as what happened, not as the list it left empty.
    expect(cleared.out).toBe(
      pinned.pins.length === 0
        ? 'No listing was pinned; nothing to remove.\n'
        : `${pinned.pins.length} pinned listing(s) removed.\n`,
    );
    expect(pinned.pins.length).toBeGreaterThan(0);
    const run = await aqar(['compare', 'add', 'listing', '--demo', ids[0]!, '999999999', ids[1]!], env);
    expect(run.code).toBe(6);
    expect(run.out).toContain(`(${ids[0]})`);
    expect(run.err).toContain(`Pinned ${ids[0]}; 999999999 was not pinned, nor ${ids[1]} after it:`);
    const list = JSON.parse((await aqar(['compare', 'list', 'listing', '--demo', '--json'], env)).out) as {
      pins: { id: string }[];
    };
    expect(list.pins.map((p) => p.id)).toEqual([ids[0]]);
    const first = await aqar(['compare', 'add', 'listing', '--demo', '999999999', ids[1]!], env);
    expect(first.code).toBe(6);
    expect(first.err).toContain(`999999999 was not pinned, nor ${ids[1]} after it:`);
  });

  it('says the same in the language of --lang: Arabic for the failure, Hindi for the count and the clearing', async () => {
    const failed = await aqar(['compare', 'add', 'listing', '--demo', '999999999', ids[1]!, '--lang', 'ar'], env);
    expect(failed.code).toBe(6);
    expect(failed.err).toContain('لم يُثبَّت');
    expect(failed.err).not.toContain('was not pinned');
    const listed = await aqar(['compare', 'list', 'listing', '--demo', '--lang', 'hi'], env);
    expect(listed.err).toContain('अधिकतम 8 में से 1 पिन।');
    const cleared = await aqar(['compare', 'clear', 'listing', '--demo', '--lang', 'hi'], env);
    expect(cleared.out).toBe('लिस्टिंग्स: पिन किए गए 1 हटाए गए।\n');
    const empty = await aqar(['compare', 'list', 'listing', '--demo', '--lang', 'ar'], env);
    expect(empty.out).toBe('لا شيء مثبّت من العقارات.\n');
  });
});

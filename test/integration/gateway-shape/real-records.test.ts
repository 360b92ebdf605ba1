// The recorded real answers of the public gateway family (test/integration/fixtures/real-gateway) served over real
// HTTP and read through the client with the `rapidapi` profile, as `aqar` reads them: property type from the category
// trail (every record says `type: "property"`), areas from square metres, rooms, places and the detail's `floorPlan`.
// A gateway answering listings under `hits` is told apart from a broken answer: the error names the keys.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aqar } from '../../support/cli-io';
import { TEST_KEY } from '../../support/demo-fixture';
import { startRecordingServer, type RecordingServer } from '../../support/recording-server';
import { makeTempDir, type TempDir } from '../../support/temp-dir';

const FOLDER = join(import.meta.dirname, '../fixtures/real-gateway');
const body = (name: string) => readFileSync(join(FOLDER, name), 'utf8');

let gateway: RecordingServer;
let dir: TempDir;
beforeAll(async () => {
  const sale = body('listings-sale-c.json');
  const detail = body('property-detail-a.json');
  const renamed = JSON.stringify({ success: true, data: { hits: [], nbHits: 0, page: 0, nbPages: 0 } });
  gateway = await startRecordingServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    res.writeHead(200, { 'content-type': 'application/json' });
    if (url.pathname === '/property-details') return res.end(detail);
    if (url.searchParams.get('location_ids') === '9999') return res.end(renamed);
    res.end(sale);
  });
  dir = makeTempDir('aqar-real-');
});
afterAll(async () => {
  await gateway.close();
  dir.remove();
});

const run = (...args: string[]) =>
  aqar([...args, '--profile', 'rapidapi', '--json'], {
    AQAR_DATA_DIR: dir.path,
    AQAR_API_KEY: TEST_KEY,
    AQAR_BASE_URL: gateway.url,
  });

interface Listing {
  externalID: string;
  propertyType: string | null;
  rooms: number | null;
  areaSqft: number | null;
  price: number;
  purpose: string;
  location: { name: string }[];
  hasFloorPlan: boolean | null;
  floorPlans?: { url: string }[];
}

describe('recorded real listings over HTTP with the rapidapi profile', () => {
  it('every record: its type from the trail, its area in square feet, its rooms, price, place and purpose', async () => {
    const result = await run('search-property', '--purpose', 'for-sale', '--location-ids', '5002');
    expect(result.code).toBe(0);
    const records = (JSON.parse(result.out) as { records: Listing[] }).records;
    const raw = (JSON.parse(body('listings-sale-c.json')) as { data: { properties: Record<string, unknown>[] } }).data
      .properties;
    expect(records).toHaveLength(raw.length);
    for (const [i, r] of raw.entries()) {
      const trail = r.category as { slug: string; level: number }[];
      const listing = records[i]!;
      expect(listing.propertyType).toBe([...trail].sort((a, b) => a.level - b.level).at(-1)!.slug);
      expect(listing.rooms).toBe(r.rooms);
      expect(listing.price).toBe(r.price);
      expect(listing.purpose).toBe('for-sale');
      expect(listing.areaSqft).toBeCloseTo((r.area as number) * 10.7639, 1);
      expect(listing.location.at(-1)!.name).toBe((r.location as { name: string }[]).at(-1)!.name);
    }
    expect(records.find((l) => l.externalID === '6864796')).toMatchObject({ propertyType: 'apartments', rooms: 0 });
    expect(records.find((l) => l.externalID === '5939415')).toMatchObject({ propertyType: 'penthouse', rooms: 4 });
  });

  it('the detail reads its `floorPlan` object: linked images and hasFloorPlan true', async () => {
    const result = await run('property-details', '--external-id', '5920792');
    expect(result.code).toBe(0);
    const detail = JSON.parse(result.out) as { record?: Listing } & Listing;
    const listing = detail.record ?? detail;
    expect(listing).toMatchObject({ propertyType: 'apartments', rooms: 1, hasFloorPlan: true });
    expect(listing.floorPlans?.map((p) => p.url)).toEqual([
      'https://images.bayut.com/thumbnails/73165351-800x600.jpeg',
      'https://images.bayut.com/thumbnails/73165352-800x600.jpeg',
    ]);
  });

  it('an answer holding its list under "hits" says which key was expected and which were found', async () => {
    const result = await aqar(
      ['search-property', '--purpose', 'for-sale', '--location-ids', '9999', '--profile', 'rapidapi'],
      { AQAR_DATA_DIR: dir.path, AQAR_API_KEY: TEST_KEY, AQAR_BASE_URL: gateway.url },
    );
    expect(result.code).not.toBe(0);
    expect(result.err).toContain(
      'its list was expected under "properties", and the answer holds "hits", "nbHits", "page" and "nbPages" instead',
    );
  });
});

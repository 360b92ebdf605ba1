// Pins what the analytics worker reads of a stored listing for the asking side: its facts from the stored body, the
// place of its trail (the last step named with an id), and no listing off the place's trail or seen too long ago.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/support/temp-dir';
import { openCacheStore } from './cache-store';
import { openCacheReader } from './open-cache-reader';
import type { StorableListing } from './listings-repo';

const dir = makeTempDir('aqar-listings-repo-');
afterAll(() => dir.remove());

/** A trail of [id, name] steps, broadest first. */
const trail = (...steps: [string | null, string][]) => steps.map(([externalID, name]) => ({ externalID, name }));

const listing = (id: string, over: Record<string, unknown> = {}): StorableListing & Record<string, unknown> => ({
  externalID: id,
  purpose: 'for-sale',
  price: 1_500_000,
  rooms: 1,
  baths: 2,
  areaSqft: 800,
  agency: null,
  agent: null,
  propertyType: 'apartments',
  completionStatus: 'completed',
  rentFrequency: null,
  coverPhotoUrl: `https://photos.example/${id}.jpg`,
  location: trail(['2', 'Dubai'], ['5002', 'Dubai Marina'], ['9100', 'Marina Gate']),
  ...over,
});

describe('the listings reader', () => {
  it('reads the facts the asking side needs, the place being the last step of the trail with an id', () => {
    const store = openCacheStore(dir.path);
    store.listings.upsertMany(
      'demo',
      [
        listing('a'),
        // A building the service names without an id: the tower above it is the advert's place.
        listing('b', {
          location: trail(['2', 'Dubai'], ['5002', 'Dubai Marina'], [null, 'Marina Gate 2']),
          baths: null,
          coverPhotoUrl: null,
          completionStatus: 'under-construction',
          purpose: 'for-sale',
        }),
        listing('c', { location: trail(['3', 'Abu Dhabi']) }),
        listing('rent', { purpose: 'for-rent', price: 90_000, rentFrequency: 'yearly' }),
      ],
      2_000,
    );
    store.listings.upsertMany('demo', [listing('old')], 500);
    store.close();
    const reader = openCacheReader(dir.path);
    const { rows, unreadable } = reader.listings.under('demo', 'for-sale', 1_000, '5002', 'Dubai Marina');
    reader.close();
    expect(unreadable).toBe(0);
    expect(rows.map((r) => r.externalID).sort()).toEqual(['a', 'b']);
    expect(rows.find((r) => r.externalID === 'a')).toEqual({
      externalID: 'a',
      price: 1_500_000,
      areaSqft: 800,
      rooms: 1,
      baths: 2,
      rentFrequency: null,
      propertyType: 'apartments',
      completionStatus: 'completed',
      coverPhotoUrl: 'https://photos.example/a.jpg',
      placeId: '9100',
    });
    expect(rows.find((r) => r.externalID === 'b')).toMatchObject({
      baths: null,
      coverPhotoUrl: null,
      completionStatus: 'under-construction',
      placeId: '5002',
    });
  });

  it('counts a stored body that is not JSON and leaves it out, rather than failing the whole read', () => {
    const path = join(dir.path, 'damaged');
    const store = openCacheStore(path);
    store.listings.upsertMany('demo', [listing('good'), listing('torn')], 2_000);
    store.close();
    // A torn write: the body cut off after the place's id, so instr() still picks it out.
    const db = new Database(join(path, 'cache.db'));
    db.prepare(
      `UPDATE listings SET data = substr(data, 1, instr(data, '"5002"') + 10) WHERE external_id = 'torn'`,
    ).run();
    db.close();
    const reader = openCacheReader(path);
    const read = reader.listings.under('demo', 'for-sale', 1_000, '5002', 'Dubai Marina');
    reader.close();
    expect(read.rows.map((r) => r.externalID)).toEqual(['good']);
    expect(read.unreadable).toBe(1);
  });
});

// A developer's projects as the compare panel reads them from the offline cache: one torn body is passed over,
// never the reason every project goes missing.
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { makeTempDir } from '../../../test/support/temp-dir';
import { openCacheStore } from './cache-store';

const dir = makeTempDir('aqar-entities-repo-');
afterAll(() => dir.remove());

const project = (id: string, developer: string) => ({
  externalID: id,
  name: `Project ${id}`,
  data: { externalID: id, name: `Project ${id}`, developer: { externalID: developer, name: 'Emaar' } },
});

describe('the entities repository', () => {
  it("reads a developer's projects, passing over a stored body that is not JSON", () => {
    const store = openCacheStore(dir.path);
    store.entities.upsertMany('demo', 'project', [project('p1', '7'), project('p2', '7'), project('p3', '8')], 1_000);
    store.close();
    const db = new Database(join(dir.path, 'cache.db'));
    db.prepare(`UPDATE entities SET data = substr(data, 1, 30) WHERE external_id = 'p2'`).run();
    db.close();
    const reopened = openCacheStore(dir.path);
    const projects = reopened.entities
      .projectsOf('demo', '7')
      .map((d) => (JSON.parse(d) as { externalID: string }).externalID);
    reopened.close();
    expect(projects).toEqual(['p1']);
  });
});

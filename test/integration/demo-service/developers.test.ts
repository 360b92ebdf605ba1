// Contract of /developer-search-by-name: shape, paging of 80, partial case-insensitive names, ids that feed filters.
import { describe, expect, it } from 'vitest';
import { expectStandardPaging, middleFragment, useDemoServer, type Params } from './support';
import { developer, expectEach, type Developer } from './shapes';

const service = useDemoServer();

interface Developers {
  developers: Developer[];
  total: number;
  page: number;
  totalPages: number;
  hitsPerPage: number;
}

const byName = (params: Params) => service.data<Developers>('/developer-search-by-name', params);
const ids = (data: Developers) => data.developers.map((d) => d.externalID);

describe('/developer-search-by-name', () => {
  it('returns developers of 2.9 with the standard pagination block', async () => {
    const data = await byName({ query: 'a' });
    expectEach(developer, data.developers, 'developer-search-by-name');
    expect(data.page).toBe(1);
    expect(data.hitsPerPage).toBe(80);
    expect(data.totalPages).toBe(Math.ceil(data.total / 80));
    expect(data.developers).toHaveLength(Math.min(80, data.total));
    expect(new Set(ids(data)).size).toBe(data.developers.length);
  });

  it('a query matching more than 80 developers fills a page of 80', async () => {
    // The broadest one-letter query: the demo market should hold well over 80 developers in all.
    let best: Developers | undefined;
    for (const letter of ['a', 'e', 'i', 'o', 'r']) {
      const data = await byName({ query: letter });
      if (!best || data.total > best.total) best = data;
    }
    expect(best!.total).toBeGreaterThan(80);
    expectStandardPaging(best as never, 'developers', 80, 1);
  });

  it('a page past the end is empty and keeps the totals', async () => {
    const first = await byName({ query: 'a' });
    const past = await byName({ query: 'a', page: first.totalPages + 1 });
    expect(past.developers).toEqual([]);
    expect([past.total, past.totalPages, past.page]).toEqual([first.total, first.totalPages, first.totalPages + 1]);
  });

  it('matches a lowercase middle fragment of a name, case-insensitively', async () => {
    const [target] = (await byName({ query: 'a' })).developers;
    const fragment = middleFragment(target!.name);
    const data = await byName({ query: fragment });
    expect(ids(data)).toContain(target!.externalID);
    for (const item of data.developers) expect(item.name.toLowerCase()).toContain(fragment);
    expect(ids(await byName({ query: fragment.toUpperCase() }))).toEqual(ids(data));
  });

  it('returns nothing for a name no developer has', async () => {
    const data = await byName({ query: 'zzqxjw' });
    expect(data.developers).toEqual([]);
    expect(data.total).toBe(0);
  });

  it('accepts a single language', async () => {
    for (const lang of ['en', 'ar', 'ru', 'zh']) {
      expect((await byName({ query: 'a', langs: lang })).total, lang).toBeGreaterThan(0);
    }
  });

  it('its externalID feeds developer_ids of /search-new-projects and /search-property', async () => {
    const data = await byName({ query: 'a' });
    const dev = [...data.developers].sort((a, b) => b.projectsCount - a.projectsCount)[0]!;
    expect(dev.projectsCount).toBeGreaterThan(0);
    const projects = await service.data<{ total: number }>('/search-new-projects', {
      developer_ids: dev.externalID,
      property_type: 'residential,commercial',
    });
    expect(projects.total).toBe(dev.projectsCount);
    const sale = await service.data<{ total: number }>('/search-property', {
      purpose: 'for-sale',
      developer_ids: dev.externalID,
    });
    const rent = await service.data<{ total: number }>('/search-property', {
      purpose: 'for-rent',
      developer_ids: dev.externalID,
    });
    expect(sale.total + rent.total).toBe(dev.propertiesCount);
  });
});

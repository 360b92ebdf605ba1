// Contract of /search-new-projects: shape, paging, location / developer / completion / payment filters, languages.
import { describe, expect, it } from 'vitest';
import { ABU_DHABI, ARABIC, DUBAI, expectStandardPaging, useDemoServer, type Params } from './support';
import { expectEach, project, type Developer, type Project } from './shapes';

const service = useDemoServer();

interface Projects {
  properties: Project[];
  total: number;
  page: number;
  totalPages: number;
  hitsPerPage: number;
}

const projects = (params: Params = {}) => service.data<Projects>('/search-new-projects', params);
const total = async (params: Params) => (await projects(params)).total;
const ids = (data: Projects) => data.properties.map((p) => p.externalID);

describe('/search-new-projects', () => {
  it('needs no parameter and returns project summaries of 2.4', async () => {
    const data = await projects();
    expectEach(project, data.properties, 'search-new-projects');
    for (const item of data.properties) expect(Object.keys(item.title)).toEqual(['en']);
  });

  it('pages 24 at a time; a page past the end is empty with the true totals', async () => {
    const first = await projects();
    expect(first.total).toBeGreaterThan(24);
    expectStandardPaging(first as never, 'properties', 24, 1);
    const second = await projects({ page: 2 });
    expectStandardPaging(second as never, 'properties', 24, 2);
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    const past = await projects({ page: first.totalPages + 1 });
    expect(past.properties).toEqual([]);
    expect([past.total, past.totalPages, past.page]).toEqual([first.total, first.totalPages, first.totalPages + 1]);
  });

  it('defaults to residential projects', async () => {
    expect(await projects()).toEqual(await projects({ property_type: 'residential' }));
    const commercial = await total({ property_type: 'commercial' });
    const both = await total({ property_type: 'residential,commercial' });
    expect(both).toBe((await total({})) + commercial);
  });

  it('location_ids keeps projects inside the place, and two emirates differ', async () => {
    const dubai = await projects({ location_ids: DUBAI });
    const abuDhabi = await projects({ location_ids: ABU_DHABI });
    expect(dubai.total).toBeGreaterThan(0);
    expect(abuDhabi.total).toBeGreaterThan(0);
    for (const item of dubai.properties) expect(item.location[0]!.name).toBe('Dubai');
    for (const item of abuDhabi.properties) expect(item.location[0]!.name).toBe('Abu Dhabi');
    expect(await total({ location_ids: `${DUBAI},${ABU_DHABI}` })).toBe(dubai.total + abuDhabi.total);
  });

  it('accepts every sort_order with the same total', async () => {
    const base = await total({});
    for (const sort of ['popular', 'latest', 'verified', 'broker_first', 'lowest_price', 'highest_price']) {
      expect(await total({ sort_order: sort }), sort).toBe(base);
    }
  });

  it('accepts all five completion_percentage values; any is the default and the widest', async () => {
    const any = await projects({ completion_percentage: 'any' });
    expect(any).toEqual(await projects());
    let sum = 0;
    for (const bucket of ['0-25', '25-50', '50-75', '75-100']) {
      const count = await total({ completion_percentage: bucket });
      expect(count, bucket).toBeLessThan(any.total);
      sum += count;
    }
    expect(sum).toBeGreaterThanOrEqual(any.total);
  });

  it('pre_handover_payment is a maximum between 0 and 100', async () => {
    const counts: number[] = [];
    for (const value of [0, 30, 60, 100]) counts.push(await total({ pre_handover_payment: value }));
    for (let i = 1; i < counts.length; i++) expect(counts[i]).toBeGreaterThanOrEqual(counts[i - 1]!);
    expect(counts[3]).toBe(await total({}));
    expect(counts[1]).toBeLessThan(counts[3]!);
  });

  it('developer_ids narrows to the projects of that developer', async () => {
    const { developers } = await service.data<{ developers: Developer[] }>('/developer-search-by-name', { query: 'a' });
    const withProjects = developers
      .filter((d) => d.projectsCount > 0)
      .sort((a, b) => b.projectsCount - a.projectsCount);
    expect(withProjects.length).toBeGreaterThanOrEqual(2);
    const [a, b] = withProjects as [Developer, Developer];
    const both = { property_type: 'residential,commercial' };
    const countA = await total({ ...both, developer_ids: a.externalID });
    const countB = await total({ ...both, developer_ids: b.externalID });
    expect(countA).toBe(a.projectsCount);
    expect(countB).toBe(b.projectsCount);
    expect(await total({ ...both, developer_ids: `${a.externalID},${b.externalID}` })).toBe(countA + countB);
    const setA = ids(await projects({ ...both, developer_ids: a.externalID }));
    const setB = ids(await projects({ ...both, developer_ids: b.externalID }));
    expect(setA.filter((id) => setB.includes(id))).toEqual([]);
  });

  it('rooms, price and area filters are accepted and narrow the list', async () => {
    const all = await total({});
    for (const params of [{ rooms: '1,2' }, { baths: 2 }, { price_min: 2_000_000 }, { area_max: 900 }]) {
      const count = await total(params);
      expect(count, JSON.stringify(params)).toBeLessThanOrEqual(all);
    }
    expect(await total({ price_min: 1_000_000_000 })).toBe(0);
  });

  it('office projects offer no bedroom counts, so no rooms filter selects them', async () => {
    const offices = await projects({ property_type: 'offices' });
    expect(offices.total).toBeGreaterThan(0);
    for (const p of offices.properties) expect(p.rooms).toEqual([]);
    expect(await total({ property_type: 'offices', rooms: '0,1,2,3' })).toBe(0);
    expect(await total({ property_type: 'residential', rooms: 0 })).toBeGreaterThan(0);
  });

  it('returns exactly the requested languages', async () => {
    const data = await projects({ langs: 'en,ar' });
    expect(ids(data)).toEqual(ids(await projects()));
    for (const item of data.properties) {
      expect(Object.keys(item.title).sort()).toEqual(['ar', 'en']);
      expect(item.title.ar).toMatch(ARABIC);
      // The name and its place set apart with the Arabic comma, not a Latin one.
      expect(item.title.ar).toContain('، ');
      expect(item.title.ar).not.toContain(', ');
      expect(item.title.en).toContain(', ');
    }
    const ar = await projects({ langs: 'ar' });
    for (const item of ar.properties) expect(Object.keys(item.title)).toEqual(['ar']);
  });
});

// Contract of /agent-search, /agent-search-by-name, /agent-details and /agent-properties (ownerID, not externalID).
import { beforeAll, describe, expect, it } from 'vitest';
import { ABU_DHABI, DUBAI, expectStandardPaging, middleFragment, useDemoServer, type Params } from './support';
import { agentByName, agentDetail, agentSearchItem, expectEach, expectShape, propertyBase } from './shapes';
import type { AgentDetail, AgentSummary, PropertySummary } from './shapes';

const service = useDemoServer();

interface Agents {
  agents: AgentSummary[];
  total: number;
  page: number;
  totalPages: number;
  hitsPerPage: number;
}
interface Listings {
  properties: PropertySummary[];
  total: number;
  totalPages: number;
}

const agentSearch = (params: Params = {}) => service.data<Agents>('/agent-search', params);
const byName = (params: Params) => service.data<Agents>('/agent-search-by-name', params);
const details = (id: string) => service.data<AgentDetail>('/agent-details', { agent_id: id });
const ids = (data: Agents) => data.agents.map((a) => a.externalID);

/** The Dubai agent with the most listings on the first page of /agent-search. */
let busiest: AgentDetail;
beforeAll(async () => {
  const data = await agentSearch({ location_ids: DUBAI });
  const top = [...data.agents].sort((a, b) => b.propertiesCount - a.propertiesCount)[0]!;
  busiest = await details(top.externalID);
});

describe('/agent-search', () => {
  it('needs no parameter and returns agent summaries of 2.7 with agency logo and experience', async () => {
    const data = await agentSearch();
    expectEach(agentSearchItem, data.agents, 'agent-search');
  });

  it('pages 40 at a time; a page past the end is empty with the true totals', async () => {
    const first = await agentSearch({ location_ids: DUBAI });
    expect(first.total).toBeGreaterThan(40);
    expectStandardPaging(first as never, 'agents', 40, 1);
    const second = await agentSearch({ location_ids: DUBAI, page: 2 });
    expectStandardPaging(second as never, 'agents', 40, 2);
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    const past = await agentSearch({ location_ids: DUBAI, page: first.totalPages + 1 });
    expect(past.agents).toEqual([]);
    expect([past.total, past.totalPages]).toEqual([first.total, first.totalPages]);
  });

  it('two emirates give different agents', async () => {
    const dubai = await agentSearch({ location_ids: DUBAI });
    const abuDhabi = await agentSearch({ location_ids: ABU_DHABI });
    expect(abuDhabi.total).toBeGreaterThan(0);
    const overlap = ids(abuDhabi).filter((id) => ids(dubai).includes(id));
    expect(overlap.length).toBeLessThan(abuDhabi.agents.length / 2);
  });

  it('defaults are for-sale, residential, any completion', async () => {
    const base = await agentSearch({ location_ids: DUBAI });
    const explicit = await agentSearch({
      location_ids: DUBAI,
      purpose: 'for-sale',
      category: 'residential',
      completion_status: 'any',
    });
    expect(explicit).toEqual(base);
  });

  it('purpose for-rent returns agents with rental listings', async () => {
    const rent = await agentSearch({ location_ids: DUBAI, purpose: 'for-rent' });
    expect(rent.total).toBeGreaterThan(0);
    for (const agent of rent.agents.slice(0, 4))
      expect((await details(agent.externalID)).propertiesForRent).toBeGreaterThan(0);
    const sale = await agentSearch({ location_ids: DUBAI, purpose: 'for-sale' });
    for (const agent of sale.agents.slice(0, 4))
      expect((await details(agent.externalID)).propertiesForSale).toBeGreaterThan(0);
  });

  it('category and completion_status change the result', async () => {
    const residential = await agentSearch({ location_ids: DUBAI });
    const commercial = await agentSearch({ location_ids: DUBAI, category: 'commercial' });
    expect(commercial.total).toBeGreaterThan(0);
    expect(ids(commercial)).not.toEqual(ids(residential));
    for (const status of ['completed', 'under-construction']) {
      const data = await agentSearch({ location_ids: DUBAI, completion_status: status });
      expect(data.total, status).toBeGreaterThan(0);
      expect(data.total, status).toBeLessThanOrEqual(residential.total);
    }
  });

  it('accepts a single language', async () => {
    for (const lang of ['en', 'ar', 'ru', 'zh']) {
      expect((await agentSearch({ location_ids: DUBAI, langs: lang })).total, lang).toBeGreaterThan(0);
    }
  });
});

describe('/agent-search-by-name', () => {
  it('finds an agent by a lowercase middle fragment of the name', async () => {
    const fragment = middleFragment(busiest.name);
    const data = await byName({ query: fragment });
    expect(ids(data)).toContain(busiest.externalID);
    expectEach(agentByName, data.agents, 'agent-search-by-name');
    for (const agent of data.agents) expect(agent.name.toLowerCase()).toContain(fragment);
    const upper = await byName({ query: fragment.toUpperCase() });
    expect(ids(upper)).toEqual(ids(data));
  });

  it('pages 20 at a time', async () => {
    const first = await byName({ query: 'a' });
    expect(first.total).toBeGreaterThan(20);
    expectStandardPaging(first as never, 'agents', 20, 1);
    const past = await byName({ query: 'a', page: first.totalPages + 1 });
    expect(past.agents).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('returns nothing for a name nobody has', async () => {
    const data = await byName({ query: 'zzqxjw' });
    expect(data.agents).toEqual([]);
    expect(data.total).toBe(0);
  });
});

describe('/agent-details', () => {
  it('returns every field of 2.7 and an ownerID different from externalID', async () => {
    expectShape(agentDetail, busiest, 'agent-details');
    expect(busiest.ownerID).not.toBe(busiest.externalID);
    expect(busiest.propertiesForSale + busiest.propertiesForRent).toBe(busiest.propertiesCount);
    const agency = await service.data<{ name: string }>('/agency-details', { agency_id: busiest.agency.externalID });
    expect(agency.name).toBe(busiest.agency.name);
  });

  it('accepts comma-separated langs', async () => {
    const detail = await service.data<AgentDetail>('/agent-details', { agent_id: busiest.externalID, langs: 'en,ar' });
    expect(detail.externalID).toBe(busiest.externalID);
    expect(detail.ownerID).toBe(busiest.ownerID);
  });
});

describe('/agent-properties', () => {
  const listings = (params: Params) => service.data<Listings>('/agent-properties', params);

  it('takes the ownerID and pages 25 at a time', async () => {
    expect(busiest.propertiesCount).toBeGreaterThan(25);
    const first = await listings({ owner_id: busiest.ownerID });
    expectStandardPaging(first as never, 'properties', 25, 1);
    expectEach(propertyBase, first.properties, 'agent-properties');
    expect(first.total).toBe(busiest.propertiesCount);
    const past = await listings({ owner_id: busiest.ownerID, page: first.totalPages + 1 });
    expect(past.properties).toEqual([]);
    expect([past.total, past.totalPages]).toEqual([first.total, first.totalPages]);
  });

  it('lists the same listings as search-property with agent_ids', async () => {
    const all = await service.all<PropertySummary>('/agent-properties', { owner_id: busiest.ownerID }, 'properties');
    const sale = await service.all<PropertySummary>(
      '/search-property',
      { purpose: 'for-sale', agent_ids: busiest.externalID },
      'properties',
    );
    const rent = await service.all<PropertySummary>(
      '/search-property',
      { purpose: 'for-rent', agent_ids: busiest.externalID },
      'properties',
    );
    const mine = all.map((p) => p.externalID).sort();
    expect(new Set(mine).size).toBe(mine.length);
    expect([...sale, ...rent].map((p) => p.externalID).sort()).toEqual(mine);
    expect(all.filter((p) => p.purpose === 'for-sale')).toHaveLength(busiest.propertiesForSale);
  });

  it('the externalID is not an owner_id', async () => {
    const reply = await service.get('/agent-properties', { owner_id: busiest.externalID });
    if (reply.status === 404) {
      expect((reply.body as { success: boolean }).success).toBe(false);
    } else {
      expect(reply.status).toBe(200);
      const data = (reply.body as { data: Listings }).data;
      expect(data.properties).toEqual([]);
      expect(data.total).toBe(0);
    }
  });

  it('returns exactly the requested languages', async () => {
    const data = await listings({ owner_id: busiest.ownerID, langs: 'en,ar' });
    for (const item of data.properties) expect(Object.keys(item.title).sort()).toEqual(['ar', 'en']);
  });
});

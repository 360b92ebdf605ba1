// Contract of /agency-search, /agency-search-by-name, /agency-details, /agency-agents and /agency-properties.
import { beforeAll, describe, expect, it } from 'vitest';
import { ABU_DHABI, ARABIC, DUBAI, expectStandardPaging, middleFragment, placePaths, useDemoServer } from './support';
import type { Params } from './support';
import { agencyAgent, agencyByName, agencyDetail, agencyProperty, agencySearchItem, expectEach } from './shapes';
import { expectShape, type AgencyDetail, type AgencySummary, type AgentDetail, type PropertySummary } from './shapes';

const service = useDemoServer();

interface Agencies {
  agencies: AgencySummary[];
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
interface AgencyAgents {
  agents: { externalID: string; name: string; propertiesCount: number }[];
  total?: number;
}

const agencySearch = (params: Params) => service.data<Agencies>('/agency-search', params);
const byName = (params: Params) => service.data<Agencies>('/agency-search-by-name', params);
const detail = (id: string) => service.data<AgencyDetail>('/agency-details', { agency_id: id });
const ids = (data: Agencies) => data.agencies.map((a) => a.externalID);

/** The Dubai agency with the most listings on the first page of /agency-search, and a mid-sized one. */
let big: AgencyDetail;
let mid: AgencyDetail;
beforeAll(async () => {
  const data = await agencySearch({ location_id: DUBAI });
  const bySize = [...data.agencies].sort((a, b) => b.propertiesCount - a.propertiesCount);
  big = await detail(bySize[0]!.externalID);
  mid = await detail(bySize.find((a) => a.propertiesCount <= 500 && a.propertiesCount > 50)!.externalID);
});

describe('/agency-search', () => {
  it('returns agency summaries of 2.8 and pages 40 at a time', async () => {
    const first = await agencySearch({ location_id: DUBAI });
    expectEach(agencySearchItem, first.agencies, 'agency-search');
    expect(first.total).toBeGreaterThan(40);
    expectStandardPaging(first as never, 'agencies', 40, 1);
    const second = await agencySearch({ location_id: DUBAI, page: 2 });
    expectStandardPaging(second as never, 'agencies', 40, 2);
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    const past = await agencySearch({ location_id: DUBAI, page: first.totalPages + 1 });
    expect(past.agencies).toEqual([]);
    expect([past.total, past.totalPages]).toEqual([first.total, first.totalPages]);
  });

  it('1 (Dubai) and 3 (Abu Dhabi) give different agencies, located in their emirate', async () => {
    const dubai = await agencySearch({ location_id: DUBAI });
    const abuDhabi = await agencySearch({ location_id: ABU_DHABI });
    expect(abuDhabi.total).toBeGreaterThan(0);
    expect(ids(abuDhabi).filter((id) => ids(dubai).includes(id)).length).toBeLessThan(abuDhabi.agencies.length / 2);
    for (const name of new Set(dubai.agencies.map((a) => a.location.name))) {
      const paths = await placePaths(service, name);
      expect(
        paths.some((p) => p === 'Dubai' || p.startsWith('Dubai > ')),
        `${name}: ${paths.join(' | ')}`,
      ).toBe(true);
    }
  });

  it('answers in Arabic', async () => {
    const en = await agencySearch({ location_id: DUBAI });
    const ar = await agencySearch({ location_id: DUBAI, langs: 'ar' });
    expect(ids(ar)).toEqual(ids(en));
    expect(ar.agencies.map((a) => a.location.name).join(' ')).toMatch(ARABIC);
  });
});

describe('/agency-search-by-name', () => {
  it('finds an agency by a lowercase middle fragment of its name, case-insensitively', async () => {
    const fragment = middleFragment(big.name);
    const data = await byName({ query: fragment });
    expect(ids(data)).toContain(big.externalID);
    expectEach(agencyByName, data.agencies, 'agency-search-by-name');
    for (const agency of data.agencies) expect(agency.name.toLowerCase()).toContain(fragment);
    expect(ids(await byName({ query: fragment.toUpperCase() }))).toEqual(ids(data));
  });

  it('pages 80 at a time', async () => {
    const first = await byName({ query: 'a' });
    expect(first.total).toBeGreaterThan(80);
    expectStandardPaging(first as never, 'agencies', 80, 1);
    const past = await byName({ query: 'a', page: first.totalPages + 1 });
    expect(past.agencies).toEqual([]);
    expect([past.total, past.totalPages]).toEqual([first.total, first.totalPages]);
  });
});

describe('/agency-details', () => {
  it('returns every field of 2.8 consistent with the summary', async () => {
    expectShape(agencyDetail, big, 'agency-details');
    expect(big.propertiesForSale + big.propertiesForRent).toBe(big.propertiesCount);
    const summary = (await byName({ query: big.name })).agencies.find((a) => a.externalID === big.externalID);
    expect(summary).toMatchObject({ name: big.name, agentsCount: big.agentsCount });
    expect(summary!.propertiesCount).toBe(big.propertiesCount);
  });

  it('works without langs', async () => {
    const reply = await service.get('/agency-details', { agency_id: big.externalID });
    expect(reply.status).toBe(200);
  });
});

describe('/agency-agents', () => {
  it('returns the agents of the agency on page 1, without an agency member', async () => {
    const data = await service.data<AgencyAgents>('/agency-agents', { agency_id: big.externalID });
    expectEach(agencyAgent, data.agents, 'agency-agents');
    for (const agent of data.agents) expect(agent).not.toHaveProperty('agency');
    expect(data.agents.length).toBeGreaterThan(0);
    if (data.total !== undefined) expect(data.total).toBe(big.agentsCount);
    else expect(data.agents).toHaveLength(big.agentsCount);
    for (const agent of data.agents.slice(0, 3)) {
      const agentDetail = await service.data<AgentDetail>('/agent-details', { agent_id: agent.externalID });
      expect(agentDetail.agency.externalID).toBe(big.externalID);
    }
  });

  it('agents of one agency do not appear under another', async () => {
    const others = (await agencySearch({ location_id: ABU_DHABI })).agencies;
    const other = others.find((a) => a.externalID !== big.externalID)!;
    const mine = await service.data<AgencyAgents>('/agency-agents', { agency_id: big.externalID });
    const theirs = await service.data<AgencyAgents>('/agency-agents', { agency_id: other.externalID });
    const mineIds = new Set(mine.agents.map((a) => a.externalID));
    expect(theirs.agents.filter((a) => mineIds.has(a.externalID))).toEqual([]);
  });
});

describe('/agency-properties', () => {
  const listings = (params: Params) => service.data<Listings>('/agency-properties', params);

  it('returns 2.3 items with contactName and pages 25 at a time', async () => {
    const first = await listings({ agency_external_id: big.externalID });
    expectEach(agencyProperty, first.properties, 'agency-properties');
    expect(first.total).toBe(big.propertiesCount);
    expect(first.total).toBeGreaterThan(25);
    expectStandardPaging(first as never, 'properties', 25, 1);
    const second = await listings({ agency_external_id: big.externalID, page: 2 });
    expectStandardPaging(second as never, 'properties', 25, 2);
    const firstIds = new Set(first.properties.map((p) => p.externalID));
    expect(second.properties.filter((p) => firstIds.has(p.externalID))).toEqual([]);
    const past = await listings({ agency_external_id: big.externalID, page: first.totalPages + 1 });
    expect(past.properties).toEqual([]);
    expect([past.total, past.totalPages]).toEqual([first.total, first.totalPages]);
  });

  it('holds exactly the listings search-property finds with agency_ids', async () => {
    const all = await service.all<PropertySummary>(
      '/agency-properties',
      { agency_external_id: mid.externalID },
      'properties',
    );
    expect(all).toHaveLength(mid.propertiesCount);
    expect(all.filter((p) => p.purpose === 'for-sale')).toHaveLength(mid.propertiesForSale);
    const search = (purpose: string) =>
      service.all<PropertySummary>('/search-property', { purpose, agency_ids: mid.externalID }, 'properties');
    const found = [...(await search('for-sale')), ...(await search('for-rent'))].map((p) => p.externalID).sort();
    const mine = all.map((p) => p.externalID).sort();
    expect(new Set(mine).size).toBe(mine.length);
    expect(found).toEqual(mine);
  });

  it('returns exactly the requested languages', async () => {
    const data = await listings({ agency_external_id: big.externalID, langs: 'en,ar' });
    for (const item of data.properties) {
      expect(Object.keys(item.title).sort()).toEqual(['ar', 'en']);
      expect(item.title.ar).toMatch(ARABIC);
    }
  });
});

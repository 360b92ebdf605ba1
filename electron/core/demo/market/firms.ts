// Developers, agencies and agents of the demo market: invented names, heavy-tailed sizes, real-looking details.
import {
  AGENCY_NAME_PARTS,
  AGENT_NAME_GROUPS,
  DEVELOPER_NAME_PARTS,
  LICENCE_AUTHORITIES,
  SPECIALIZATIONS,
} from '../data/vocabulary';
import { intBetween, rngFor, type Rng } from '../random';
import type { DataLang } from '#shared/domain/lang';
import type { DemoLocation } from './locations';
import { pick, sample, zipf } from './weighted';

export interface DemoDeveloper {
  index: number;
  externalID: string;
  name: string;
  weight: number;
  /** In each language the service is asked in (/developer-search-by-name takes `langs`). */
  description: Readonly<Record<DataLang, string>>;
  foundedYear: number;
}

export interface DemoAgency {
  index: number;
  externalID: string;
  name: string;
  /** Emirate key where the agency is licensed and mostly active. */
  emirate: string;
  /** The place named as the agency's location (its office's community). */
  officeLocation: number;
  weight: number;
  /** /agency-search and its by-name form take `langs`; /agency-details has none and gives the English. */
  description: Readonly<Record<DataLang, string>>;
  phone: string;
  email: string;
  website: string;
  licenses: { number: string; authority: string }[];
  agentIndexes: number[];
  premium: boolean;
}

export interface DemoAgent {
  index: number;
  externalID: string;
  ownerID: string;
  name: string;
  agencyIndex: number;
  weight: number;
  languages: string[];
  experience: number;
  specializations: string[];
  phone: string;
  email: string;
}

const EMIRATE_SHARE: readonly [string, number][] = [
  ['dubai', 0.66],
  ['abu-dhabi', 0.18],
  ['sharjah', 0.07],
  ['ajman', 0.04],
  ['ras-al-khaimah', 0.03],
  ['fujairah', 0.01],
  ['umm-al-quwain', 0.01],
];

const AREA_CODES: Readonly<Record<string, string>> = {
  dubai: '4',
  'abu-dhabi': '2',
  sharjah: '6',
  ajman: '6',
  'ras-al-khaimah': '7',
  fujairah: '9',
  'umm-al-quwain': '6',
};

function uniqueName(make: (rng: Rng) => string, taken: Set<string>, rng: Rng): string {
  for (let attempt = 0; attempt < 50; attempt++) {
    const name = make(rng);
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  const fallback = `${make(rng)} ${taken.size}`;
  taken.add(fallback);
  return fallback;
}

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 24);
}

function emirateFor(rng: Rng): string {
  let r = rng();
  for (const [emirate, share] of EMIRATE_SHARE) {
    r -= share;
    if (r <= 0) return emirate;
  }
  return 'dubai';
}

function developerDescription(name: string, year: number): Record<DataLang, string> {
  return {
    en: `${name} is a UAE developer founded in ${year}, delivering residential and mixed-use communities.`,
    ar: `${name} شركة تطوير عقاري إماراتية تأسست عام ${year}، تبني مجتمعات سكنية ومتعددة الاستخدامات.`,
    ru: `${name} — девелопер из ОАЭ, основан в ${year} году; строит жилые и многофункциональные комплексы.`,
    zh: `${name}是一家成立于${year}年的阿联酋开发商，开发住宅及综合用途社区。`,
  };
}

function agencyDescription(name: string, abuDhabi: boolean): Record<DataLang, string> {
  return {
    en: `${name} is a ${abuDhabi ? 'Abu Dhabi' : 'UAE'} brokerage specialising in sales and leasing of residential and commercial property.`,
    ar: `${name} وكالة وساطة عقارية في ${abuDhabi ? 'أبوظبي' : 'الإمارات'}، متخصصة في بيع وتأجير العقارات السكنية والتجارية.`,
    ru: `${name} — агентство недвижимости ${abuDhabi ? 'в Абу-Даби' : 'в ОАЭ'}: продажа и аренда жилой и коммерческой недвижимости.`,
    zh: `${name}是一家${abuDhabi ? '阿布扎比' : '阿联酋'}房地产经纪公司，专注于住宅及商业物业的销售与租赁。`,
  };
}

export function generateDevelopers(seed: number, count: number): DemoDeveloper[] {
  const taken = new Set<string>();
  return Array.from({ length: count }, (_, index) => {
    const rng = rngFor(seed, 'developer', index);
    const name = uniqueName(
      (r) => `${pick(DEVELOPER_NAME_PARTS.first, r)} ${pick(DEVELOPER_NAME_PARTS.suffix, r)}`,
      taken,
      rng,
    );
    const foundedYear = intBetween(rng, 1995, 2022);
    return {
      index,
      externalID: String(7000 + index * 7),
      name,
      weight: zipf(index, 1.1),
      foundedYear,
      description: developerDescription(name, foundedYear),
    };
  });
}

export function generateAgencies(seed: number, count: number, locations: readonly DemoLocation[]): DemoAgency[] {
  const taken = new Set<string>();
  const neighborhoodsByEmirate = new Map<string, number[]>();
  locations.forEach((l, i) => {
    if (l.kind !== 'neighborhood') return;
    const emirate = l.lineage[0] ?? 'dubai';
    neighborhoodsByEmirate.set(emirate, [...(neighborhoodsByEmirate.get(emirate) ?? []), i]);
  });
  return Array.from({ length: count }, (_, index) => {
    const rng = rngFor(seed, 'agency', index);
    const name = uniqueName(
      (r) =>
        `${pick(AGENCY_NAME_PARTS.first, r)} ${pick(AGENCY_NAME_PARTS.second, r)} ${pick(AGENCY_NAME_PARTS.suffix, r)}`,
      taken,
      rng,
    );
    const emirate = index < 3 ? 'dubai' : emirateFor(rng);
    const slug = slugify(name);
    const licenceCount = rng() < 0.25 ? 2 : 1;
    return {
      index,
      externalID: String(100_000 + index * 13),
      name,
      emirate,
      officeLocation: pick(neighborhoodsByEmirate.get(emirate) ?? [0], rng),
      weight: zipf(index, 0.8),
      description: agencyDescription(name, emirate === 'abu-dhabi'),
      phone: `+971 ${AREA_CODES[emirate] ?? '4'} ${intBetween(rng, 200, 899)} ${intBetween(rng, 1000, 9999)}`,
      email: `info@${slug}.example`,
      website: `https://www.${slug}.example`,
      licenses: Array.from({ length: licenceCount }, (_, k) => ({
        number: String(intBetween(rng, 10_000, 99_999)),
        authority:
          (k === 0 ? LICENCE_AUTHORITIES[emirate] : LICENCE_AUTHORITIES.dubai) ?? 'Dubai Land Department (RERA)',
      })),
      agentIndexes: [],
      premium: rng() < 0.12,
    };
  });
}

export function generateAgents(seed: number, count: number, agencies: DemoAgency[]): DemoAgent[] {
  const totalWeight = agencies.reduce((sum, a) => sum + a.weight, 0);
  const agents: DemoAgent[] = [];
  // Each agency gets at least one agent; the rest follow its share of the market.
  const quotas = agencies.map((a) => Math.max(1, Math.round((a.weight / totalWeight) * (count - agencies.length)) + 1));
  agencies.forEach((agency, agencyIndex) => {
    for (let k = 0; k < (quotas[agencyIndex] ?? 1); k++) {
      const index = agents.length;
      const rng = rngFor(seed, 'agent', index);
      const group = pick(AGENT_NAME_GROUPS, rng);
      const name = `${pick(group.given, rng)} ${pick(group.family, rng)}`;
      const languages = ['English', ...sample(group.languages, intBetween(rng, 0, group.languages.length), rng)];
      agents.push({
        index,
        externalID: String(300_000 + index * 11),
        ownerID: String(1_800_000 + ((index * 7919) % 1_000_000)),
        name,
        agencyIndex,
        weight: zipf(k, 0.8),
        languages: [...new Set(languages)],
        experience: intBetween(rng, 1, 18),
        specializations: sample(SPECIALIZATIONS, intBetween(rng, 1, 3), rng),
        phone: `+971 5${intBetween(rng, 0, 8)} ${intBetween(rng, 100, 999)} ${intBetween(rng, 1000, 9999)}`,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${slugify(agency.name)}.example`,
      });
      agency.agentIndexes.push(index);
    }
  });
  return agents;
}

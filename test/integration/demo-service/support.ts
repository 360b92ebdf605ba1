// Shared helpers for the demo data service contract tests: one server per file, plain fetch, paging walkers.
import { afterAll, beforeAll, expect } from 'vitest';
import { startDemoServer, type DemoServerOptions, type RunningDemoServer } from '#core/demo/server/server';

export const SEED = 20261122;
/** The market day every test server is moved to first (2026-11-22), so results do not depend on today's date. */
export const PINNED_DAY = 325;
export const PINNED_DATE = '2026-11-22';
export const DUBAI = '1';
export const ABU_DHABI = '3';
/** Letters of the Arabic block, used to check that `ar` text really is Arabic. */
export const ARABIC = /[\u0600-\u06FF]/;
export const CYRILLIC = /[\u0400-\u04FF]/;
export const CJK = /[\u4E00-\u9FFF]/;

export type Params = Record<string, string | number | boolean | undefined>;

export interface Reply {
  status: number;
  text: string;
  /** The parsed body; `undefined` when the body is not JSON. */
  body: unknown;
}

export interface Paged {
  total: number;
  page: number;
  totalPages: number;
  hitsPerPage: number;
}

export function queryString(params: Params = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function request(
  baseUrl: string,
  path: string,
  params: Params = {},
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await fetch(`${baseUrl}${path}${queryString(params)}`, { headers });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status: response.status, text, body };
}

export interface DemoService {
  readonly url: string;
  get(path: string, params?: Params, headers?: Record<string, string>): Promise<Reply>;
  /** A successful answer's `data`, after checking status 200 and the envelope `{success: true, data: {...}}`. */
  data<T>(path: string, params?: Params): Promise<T>;
  /** Every item of a standard paged list, walking pages 1..totalPages. */
  all<T>(path: string, params: Params, listKey: string, maxPages?: number): Promise<T[]>;
  clock(): Promise<{ day: number; date: string }>;
  setClock(body: { advance: number } | { day: number }): Promise<{ day: number; date: string }>;
}

export function checkEnvelope(reply: Reply, label: string): unknown {
  expect(reply.status, `${label} -> ${reply.text.slice(0, 400)}`).toBe(200);
  const body = reply.body as { success?: unknown; data?: unknown };
  expect(body, `${label} body`).toBeTypeOf('object');
  expect(Object.keys(body).sort(), `${label} envelope keys`).toEqual(['data', 'success']);
  expect(body.success, `${label} success`).toBe(true);
  expect(body.data, `${label} data`).toBeTypeOf('object');
  expect(body.data, `${label} data`).not.toBeNull();
  return body.data;
}

export function serviceClient(getUrl: () => string): DemoService {
  const service: DemoService = {
    get url() {
      return getUrl();
    },
    get: (path, params, headers) => request(getUrl(), path, params, headers),
    async data<T>(path: string, params: Params = {}): Promise<T> {
      const reply = await request(getUrl(), path, params);
      return checkEnvelope(reply, `${path}${queryString(params)}`) as T;
    },
    async all<T>(path: string, params: Params, listKey: string, maxPages = 200): Promise<T[]> {
      const items: T[] = [];
      for (let page = 1; page <= maxPages; page++) {
        const data = await service.data<Paged & Record<string, unknown>>(path, { ...params, page });
        items.push(...(data[listKey] as T[]));
        if (page >= data.totalPages) return items;
      }
      throw new Error(`${path}: more than ${maxPages} pages`);
    },
    async clock() {
      const response = await fetch(`${getUrl()}/__admin/clock`);
      expect(response.status).toBe(200);
      return (await response.json()) as { day: number; date: string };
    },
    async setClock(body) {
      const response = await fetch(`${getUrl()}/__admin/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
      return (await response.json()) as { day: number; date: string };
    },
  };
  return service;
}

/** Starts a demo server with seed {@link SEED} (unless overridden) and its clock at {@link PINNED_DAY}. */
export async function startPinnedServer(options: DemoServerOptions = {}): Promise<RunningDemoServer> {
  const server = await startDemoServer({ marketOptions: { seed: SEED }, ...options });
  const clock = await serviceClient(() => server.url).setClock({ day: PINNED_DAY });
  expect(clock).toEqual({ day: PINNED_DAY, date: PINNED_DATE });
  return server;
}

/** A pinned demo server started before the file's tests and closed after them. */
export function useDemoServer(options: DemoServerOptions = {}): DemoService {
  let server: RunningDemoServer | undefined;
  beforeAll(async () => {
    server = await startPinnedServer(options);
  });
  afterAll(async () => {
    await server?.close();
  });
  return serviceClient(() => {
    if (!server) throw new Error('demo server not started');
    return server.url;
  });
}

/** The externalID of the place whose English name is exactly `name` (via /autocomplete). */
export async function locationId(service: DemoService, name: string): Promise<string> {
  const data = await service.data<{ locations: { externalID: string; name: { en: string } }[] }>('/autocomplete', {
    query: name,
  });
  const match = data.locations.find((l) => l.name.en === name);
  if (!match) throw new Error(`autocomplete has no place named ${name}`);
  return match.externalID;
}

/** The `path` of every place /autocomplete returns for exactly this English name. */
export async function placePaths(service: DemoService, name: string): Promise<string[]> {
  const data = await service.data<{ locations: { path: string; name: { en: string } }[] }>('/autocomplete', {
    query: name,
  });
  return data.locations.filter((l) => l.name.en === name).map((l) => l.path);
}

/**
 * Pins the standard pagination block of 2.2 with the page size of section 8: a full page unless it is the last,
 * totalPages consistent with total, and hitsPerPage equal to the fixed page size.
 */
export function expectStandardPaging(data: Record<string, unknown>, listKey: string, pageSize: number, page = 1) {
  expect(data.total).toSatisfy(Number.isInteger);
  expect(data.page).toBe(page);
  expect(data.totalPages).toSatisfy(Number.isInteger);
  expect(data.hitsPerPage).toBe(pageSize);
  const total = data.total as number;
  expect(data.totalPages).toBe(Math.ceil(total / pageSize));
  const list = data[listKey] as unknown[];
  expect(Array.isArray(list)).toBe(true);
  const expected = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));
  expect(list).toHaveLength(expected);
}

export function expectSortedBy<T>(items: readonly T[], key: (item: T) => number | string, direction: 'asc' | 'desc') {
  for (let i = 1; i < items.length; i++) {
    const a = key(items[i - 1]!);
    const b = key(items[i]!);
    if (direction === 'asc') expect(a <= b, `item ${i - 1} (${a}) before item ${i} (${b}) ascending`).toBe(true);
    else expect(a >= b, `item ${i - 1} (${a}) before item ${i} (${b}) descending`).toBe(true);
  }
}

/** A body with the server's own origin (which appears in photo and logo addresses) replaced by a placeholder. */
export function withoutOrigin(text: string, baseUrl: string): string {
  return text.split(baseUrl).join('{origin}');
}

/** Asserts two bodies are byte-identical, showing where they first differ. */
export function expectSameText(a: string, b: string, label: string) {
  if (a === b) return;
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const from = Math.max(0, at - 60);
  expect(`${label} first differs at ${at}: ${a.slice(from, at + 40)}`).toBe(
    `${label} first differs at ${at}: ${b.slice(from, at + 40)}`,
  );
}

/** The days between two ISO calendar dates (b - a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function countBy<T>(items: readonly T[], key: (item: T) => string | number): Map<string | number, number> {
  const counts = new Map<string | number, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** A lowercase fragment from the middle of a name (at least 4 letters when the name allows). */
export function middleFragment(name: string): string {
  const words = name.split(/\s+/).filter((w) => w.length >= 5);
  const word = words.sort((a, b) => b.length - a.length)[0] ?? name;
  const start = word.length >= 6 ? 1 : 0;
  return word.slice(start, start + Math.max(4, word.length - 2)).toLowerCase();
}

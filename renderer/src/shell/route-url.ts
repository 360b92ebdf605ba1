// Where the broker is, in the address: `#/listings`, `#/property/1003110000`, `#/agency/100026?name=…`. The route is
// written on every move between views and read at start, so a reload opens the same view and the browser's (or
// Electron's) Back and Forward step through the app's own history rather than leaving it. Pure parsing here; the
// syncing with the navigation store is in route-sync.ts.
import { z } from 'zod';
import { COMPARE_KINDS } from '#shared/compare/compare-kinds';
import { onFirstUse } from '#shared/first-use';
import type { ListView, NavTarget } from '../state/navigation-store';

const LIST_VIEWS: readonly ListView[] = ['listings', 'projects', 'transactions', 'agents', 'agencies', 'developers'];
// Made on first use: most addresses read at start (a list view's, or none) need none of them.
const id = onFirstUse(() => z.string().regex(/^[A-Za-z0-9._-]{1,64}$/));
const compareKind = onFirstUse(() => z.enum(COMPARE_KINDS));
const itemId = onFirstUse(() => z.coerce.number<string>().int().positive());

/** The address of a view (what follows `#`), without what the view remembers (tab, page, scroll). */
export function routeOf(target: NavTarget): string {
  switch (target.view) {
    case 'compare':
      return target.kind ? `/compare/${target.kind}` : '/compare';
    case 'portfolios':
      return target.itemId !== undefined ? `/portfolios/${target.itemId}` : '/portfolios';
    case 'property':
    case 'agent':
      return `/${target.view}/${encodeURIComponent(target.externalID)}`;
    case 'agency':
    case 'developer': {
      const name = target.name ? `?name=${encodeURIComponent(target.name)}` : '';
      return `/${target.view}/${encodeURIComponent(target.externalID)}${name}`;
    }
    default:
      return `/${target.view}`;
  }
}

/** The view an address names, or null for one that names none (an empty or hand-typed hash). */
export function targetOf(hash: string): NavTarget | null {
  const route = hash.replace(/^#/, '');
  const [path = '', query = ''] = route.split('?', 2);
  const parts = path.split('/').filter(Boolean).map(decodeURIComponentSafe);
  const name = new URLSearchParams(query).get('name') ?? undefined;
  const [view, arg, ...rest] = parts;
  if (!view || rest.length > 0) return null;
  if ((LIST_VIEWS as readonly string[]).includes(view) && arg === undefined) return { view: view as ListView };
  switch (view) {
    case 'settings':
    case 'market':
    case 'radar':
    case 'report':
    case 'saved':
    case 'alerts':
      return arg === undefined ? { view } : null;
    case 'compare': {
      if (arg === undefined) return { view };
      const kind = compareKind().safeParse(arg);
      return kind.success ? { view, kind: kind.data } : null;
    }
    case 'portfolios': {
      if (arg === undefined) return { view };
      const item = itemId().safeParse(arg);
      return item.success ? { view, itemId: item.data } : null;
    }
    case 'property':
    case 'agent': {
      const external = id().safeParse(arg);
      return external.success ? { view, externalID: external.data } : null;
    }
    case 'agency': {
      const external = id().safeParse(arg);
      return external.success ? { view, externalID: external.data, ...(name ? { name } : {}) } : null;
    }
    case 'developer': {
      const external = id().safeParse(arg);
      return external.success ? { view, externalID: external.data, name: name ?? '' } : null;
    }
    default:
      return null;
  }
}

function decodeURIComponentSafe(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

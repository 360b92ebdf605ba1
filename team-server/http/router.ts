// Matching a request to a route of the contract: by path pattern first (so a wrong method is 405, not 404), with
// path parameters read out for the input schema.
import { TEAM_ROUTES, type TeamRouteName } from '#shared/team/routes';

interface CompiledRoute {
  name: TeamRouteName;
  method: 'GET' | 'POST';
  pattern: RegExp;
  params: string[];
}

const COMPILED: CompiledRoute[] = (Object.keys(TEAM_ROUTES) as TeamRouteName[]).map((name) => {
  const spec = TEAM_ROUTES[name];
  const params: string[] = [];
  const source = spec.path.replace(/:([a-zA-Z]+)/g, (_, param: string) => {
    params.push(param);
    return '([^/]+)';
  });
  return { name, method: spec.method, pattern: new RegExp(`^${source}$`), params };
});

export type RouteMatch =
  | { kind: 'route'; name: TeamRouteName; params: Record<string, string> }
  | { kind: 'wrong-method'; allow: string[] }
  | { kind: 'none' };

export function matchRoute(method: string, pathname: string): RouteMatch {
  const allow: string[] = [];
  for (const route of COMPILED) {
    const found = route.pattern.exec(pathname);
    if (!found) continue;
    if (route.method !== method) {
      allow.push(route.method);
      continue;
    }
    const params: Record<string, string> = {};
    route.params.forEach((p, i) => {
      params[p] = decodeURIComponent(found[i + 1]!);
    });
    return { kind: 'route', name: route.name, params };
  }
  return allow.length > 0 ? { kind: 'wrong-method', allow } : { kind: 'none' };
}

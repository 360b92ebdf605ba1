// Whether the window's address is the printable report's (shared/report/print-route.ts's PRINT_ROUTE_PREFIX): read
// before the app shell mounts, so this module stays tiny and schema-free; the route itself is parsed by the lazily
// loaded document (a test keeps the two prefixes equal).
export const PRINT_PATH = '/print/cma';

export function isPrintAddress(hash: string): boolean {
  const route = hash.replace(/^#/, '');
  return route === PRINT_PATH || route.startsWith(`${PRINT_PATH}?`);
}

// The address of a printable client report: the one renderer route that both the window's preview and every PDF
// printer (Electron's printToPDF, the system Chromium through playwright-core for browser mode and the CLI) load.
// It carries the whole CMA query, so the page computes the same report through the contract as the window does, in
// the language and numerals asked. The page drops the app shell and, once every table and chart is drawn, sets
// `document.documentElement.dataset.printReady` to `done` (or `failed`, with the reason as the page's text), which
// the printers wait for.
import { z } from 'zod';
import { LANGS } from '../domain/lang';
import { cmaQuerySchema } from '../ipc/contract/report';
import { PRINT_NUMERALS } from './numerals';

export { PRINT_NUMERALS, type PrintNumerals } from './numerals';

export const printRouteSchema = z.strictObject({
  query: cmaQuerySchema,
  lang: z.enum(LANGS),
  /** Western (0–9) or Arabic-Indic (٠–٩) digits: the broker's choice, whatever the language. */
  numerals: z.enum(PRINT_NUMERALS).default('latn'),
  /**
   * A kept report's id, when the page prints one version of a kept report: the page shows that version's stored
   * result (reports:get), never the query computed again; without `version`, its latest.
   */
  reportId: z.number().int().positive().optional(),
  version: z.number().int().positive().optional(),
});
export type PrintRouteInput = z.input<typeof printRouteSchema>;
export type PrintRoute = z.output<typeof printRouteSchema>;

/** The hash route that prints the CMA report (what follows `#`). */
export const PRINT_ROUTE_PREFIX = '/print/cma';

/** The attribute value the printers wait for on `<html data-print-ready>`. */
export const PRINT_READY = { attribute: 'printReady', done: 'done', failed: 'failed' } as const;

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** `/print/cma?r=<base64url JSON>`: one parameter, so no query field can be lost or reordered on the way. */
export function printRouteOf(input: PrintRouteInput): string {
  const route = printRouteSchema.parse(input);
  return `${PRINT_ROUTE_PREFIX}?r=${toBase64Url(JSON.stringify(route))}`;
}

/** The print route an address names, or an error naming what is wrong with it; null when it is not a print route. */
export function printRouteFrom(hash: string): { ok: true; route: PrintRoute } | { ok: false; error: string } | null {
  const route = hash.replace(/^#/, '');
  const [path = '', search = ''] = route.split('?', 2);
  if (path !== PRINT_ROUTE_PREFIX) return null;
  const encoded = new URLSearchParams(search).get('r');
  if (!encoded) return { ok: false, error: 'The print address carries no report (its r parameter is missing).' };
  let json: unknown;
  try {
    json = JSON.parse(fromBase64Url(encoded));
  } catch {
    return { ok: false, error: 'The print address is damaged: its r parameter is not a report query.' };
  }
  const parsed = printRouteSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return {
      ok: false,
      error: `The print address is not valid: ${issue.path.join('.') || 'report'} ${issue.message}.`,
    };
  }
  return { ok: true, route: parsed.data };
}

// The `app://aqar` origin the renderer is served from: a standard, secure scheme of our own, so the page has one
// exact origin to check IPC senders and navigation against (any file:// page would otherwise pass as "ours").
import type { CustomScheme, Protocol } from 'electron';
import { demoMediaFor } from '../browser-host/demo-media';
import { readStaticFile } from '../browser-host/static-files';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';

export const APP_SCHEME = 'app';
export const APP_HOST = 'aqar';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  // standard: parsed like http (host, path, origin, relative URLs); secure: counts as a secure context.
  // corsEnabled: Vite's bundle loads as `<script type="module" crossorigin>`, a CORS-mode request (VS Code's
  // vscode-file scheme sets the same); our responses carry no Access-Control-Allow-Origin, so no other origin
  // can read them.
  // codeCache: Chromium keeps V8's compiled code of the window's scripts in the profile's code cache, as it does for
  // http, and the window uses it from its next start (webPreferences' v8CacheOptions, security.ts): the first script
  // is not parsed and compiled again before the form. Measured in browser mode on this machine, that is a background
  // parse of about 25 ms and some 15 ms of functions compiled as first called. A new build's scripts have new names
  // (their content's hash), so an old build's code is never taken for them. Electron gives it to standard schemes only.
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
};

/**
 * `scheme://host[:port]`, also for schemes Node's URL gives an opaque ("null") origin, such as app:. Host names
 * are case-insensitive; Chromium lowercases those of standard schemes and Node does not, so both are compared lower.
 */
export function originOf(url: URL): string {
  return `${url.protocol}//${url.host.toLowerCase()}`;
}

/** True when `raw` parses and its origin is exactly `origin`; file:// and other host-less URLs never match. */
export function hasOrigin(raw: string, origin: string): boolean {
  try {
    const url = new URL(raw);
    return url.host !== '' && originOf(url) === origin;
  } catch {
    return false;
  }
}

/** Must run before the app is ready: a scheme's privileges are fixed when Chromium starts. */
export function registerAppScheme(protocol: Pick<Protocol, 'registerSchemesAsPrivileged'>): void {
  protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
}

const RESPONSE_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-cache',
};

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: { ...RESPONSE_HEADERS, 'content-type': 'text/plain; charset=utf-8' } });
}

/**
 * Serves `app://aqar/<path>` from the built renderer folder (nothing outside it: readStaticFile refuses traversal,
 * encoded or not) and the demo service's generated photos; any other host of the scheme is not found.
 */
export function createAppProtocolHandler(rendererDir: string): (request: Request) => Promise<Response> {
  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return plain(400, 'Bad request');
    }
    if (originOf(url) !== APP_ORIGIN) return plain(404, 'Not found');
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
    const media = demoMediaFor(url.pathname);
    if (media !== null) {
      return new Response(media, { headers: { ...RESPONSE_HEADERS, 'content-type': 'image/svg+xml' } });
    }
    const file = await readStaticFile(rendererDir, url.pathname === '/' ? '/index.html' : url.pathname);
    if (!file) return plain(404, 'Not found');
    return new Response(file.body, { headers: { ...RESPONSE_HEADERS, 'content-type': file.contentType } });
  };
}

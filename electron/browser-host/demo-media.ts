// Photos of the in-process demo service, generated on request at same-origin paths (`/media/<kind>/<id>/<n>.svg`),
// for both the browser host and the Electron app protocol.
import { mediaSvg } from '#core/demo/server/media';

const DEMO_MEDIA_PATH = /^\/media\/(\w+)\/([\w-]+)\/(\d+)\.svg$/;

/** The SVG for a demo media path, or null when the path is not one. */
export function demoMediaFor(pathname: string): string | null {
  const match = DEMO_MEDIA_PATH.exec(pathname);
  return match ? mediaSvg(match[1]!, match[2]!, match[3]!) : null;
}

// Screenshots for a person to look at (test-results/screenshots/). They assert nothing, and encoding a few hundred
// full-window PNGs was a sizeable share of the end-to-end suite's CPU on 2 cores, so a test run takes them only when
// asked: `npm run shots` (AQAR_SHOTS=1) runs the end-to-end suite with every picture saved. What the tests check
// about a screen (nothing scrolls sideways, nothing clipped, no page error) runs either way.
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Locator, Page } from 'playwright-core';

export const SHOTS = join(import.meta.dirname, '../../../test-results/screenshots');

/** Whether this run saves its screenshots. */
export const SHOOTING = process.env.AQAR_SHOTS === '1';

/** Saves a picture of the page (or of one element) as `<name>.png` under the screenshots folder, when shooting. */
export async function shoot(
  target: Page | Locator,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string | null> {
  if (!SHOOTING) return null;
  const path = join(SHOTS, `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await target.screenshot({ path, ...options });
  return path;
}

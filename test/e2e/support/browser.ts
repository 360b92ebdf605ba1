// Debian's Chromium through playwright-core, started as the app starts its printer (no sandbox, no background
// network, no omnibox popups: core/report/chromium-args.ts).
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '#core/report/chromium-args';

export const CHROMIUM_PATH = process.env.AQAR_CHROMIUM ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
}

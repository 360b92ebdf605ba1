// Debian's Chromium through playwright-core, started as the app starts its printer (no sandbox, no background
// network, none of the browser's own WebUI pages: CHROMIUM_ARGS).
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '#core/report/pdf-chromium';

export const CHROMIUM_PATH = process.env.AQAR_CHROMIUM ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

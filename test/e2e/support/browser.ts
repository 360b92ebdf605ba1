// Debian's Chromium through playwright-core, with the flags this machine needs (no sandbox, no background network).
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.AQAR_CHROMIUM ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

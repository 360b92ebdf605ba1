// The one way Chromium is started (chromium-args.ts), checked against a real launch of Debian's Chromium: the switch
// that keeps the omnibox popups away keeps Playwright's own disabled features too, and a new window holds no page of
// the browser's own interface.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, OWN_DISABLED_FEATURES } from './chromium-args';
import { chromiumPath } from './pdf-chromium';

const executablePath = chromiumPath(process.env);
const withChromium = it.skipIf(!existsSync(executablePath));

const disabledBy = (args: readonly string[]): string[][] =>
  args.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));

describe('CHROMIUM_ARGS', () => {
  // Chromium keeps only the last --disable-features switch, and Playwright puts its own before ours.
  withChromium(
    'turns off every feature Playwright turns off, in the one switch Chromium keeps',
    async () => {
      const server = await chromium.launchServer({ executablePath, args: [...CHROMIUM_ARGS] });
      try {
        const switches = disabledBy(server.process().spawnargs);
        expect(switches.length).toBeGreaterThanOrEqual(2);
        const kept = new Set(switches.at(-1));
        const lost = switches.slice(0, -1).flatMap((features) => features.filter((f) => !kept.has(f)));
        expect(lost, 'features Playwright disables that our switch would turn back on').toEqual([]);
        for (const own of OWN_DISABLED_FEATURES) expect(kept).toContain(own);
      } finally {
        await server.close();
      }
    },
    60_000,
  );

  // Headless Chromium 156 gives each new window the omnibox's two WebUI popups, about 0.5 s of CPU a context.
  withChromium(
    'starts a browser whose new windows hold no page of the browser’s own interface',
    async () => {
      const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
      try {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.setContent('<p>x</p>');
        const cdp = await browser.newBrowserCDPSession();
        const { targetInfos } = await cdp.send('Target.getTargets');
        const kinds = targetInfos.map((t) => `${t.type} ${t.url}`);
        expect(kinds).toContain('page about:blank');
        expect(kinds.filter((k) => k.startsWith('browser_ui') || k.includes('chrome://'))).toEqual([]);
      } finally {
        await browser.close();
      }
    },
    60_000,
  );
});

// Where the window's start goes: one fresh load of a renderer in browser mode with a CPU profile (CDP), every request
// with its start and end, the long tasks and the frame the Listings form first shows in.
// `npx tsx bench/support/window-profile.ts [RENDERER_DIR]` (default out/renderer).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SourceMapConsumer } from 'source-map-js';
import { startAppHost } from '../../test/e2e/support/app-host';
import { launchChromium } from '../../test/e2e/support/browser';
import { startProbeScript, waitForStart } from './start-probe';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? join(ROOT, 'out/renderer');

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

const host = await startAppHost(['--renderer-dir', dir]);
const browser = await launchChromium();
try {
  for (let round = 0; round < 2; round++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript({ content: startProbeScript({ sampledMark: true }) });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(host.url);
    const probe = await waitForStart(page, 1_000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };
    };
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => {
        const r = e as unknown as { name: string; startTime: number; responseEnd: number; transferSize: number };
        return [r.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 90), r.startTime, r.responseEnd, r.transferSize];
      }),
    );
    const nav = await page.evaluate(() => {
      const timeline = performance as unknown as { getEntriesByType(type: string): Record<string, number>[] };
      const n = timeline.getEntriesByType('navigation')[0]!;
      return {
        responseEnd: n.responseEnd,
        domInteractive: n.domInteractive,
        dcl: n.domContentLoadedEventEnd,
        load: n.loadEventEnd,
      };
    });
    if (round === 0) {
      await context.close();
      continue;
    }
    console.log('navigation', nav);
    console.log(
      'probe: form in DOM',
      probe.formDom?.toFixed(0),
      'enabled',
      probe.enabledAt?.toFixed(0),
      'form frame',
      probe.formAt?.toFixed(0),
    );
    console.log('long tasks', probe.longTasks.map(([s, d]: number[]) => `${s!.toFixed(0)}+${d!.toFixed(0)}`).join(' '));
    console.log('requests (start → end ms):');
    for (const [name, s, e] of entries as [string, number, number][])
      console.log(`  ${s.toFixed(0).padStart(5)} → ${e.toFixed(0).padStart(5)}  ${name}`);
    // Self time by script and by function.
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
    const byUrl = new Map<string, number>();
    const byFn = new Map<string, number>();
    for (const [id, ms] of self) {
      const n = byId.get(id)!;
      const url = n.callFrame.url.replace(/^https?:\/\/[^/]+/, '') || `(${n.callFrame.functionName || 'native'})`;
      byUrl.set(url, (byUrl.get(url) ?? 0) + ms);
      const fn = `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber}`;
      byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
    }
    // With a build made with --sourcemap: self time by source module, before the form's frame.
    const maps = new Map<string, SourceMapConsumer | null>();
    const bySource = new Map<string, number>();
    let t = profile.startTime;
    let markAt = 0;
    profile.samples.forEach((id, i) => {
      t += profile.timeDeltas[i] ?? 0;
      if (!markAt && byId.get(id)!.callFrame.functionName === 'aqarFormMark') markAt = t;
    });
    t = profile.startTime;
    const wanted = process.argv.includes('--before-form') ? (at: number) => at < markAt : (at: number) => at >= markAt;
    profile.samples.forEach((id, i) => {
      t += profile.timeDeltas[i] ?? 0;
      if (markAt && !wanted(t)) return;
      const n = byId.get(id)!;
      const url = n.callFrame.url.replace(/^https?:\/\/[^/]+/, '');
      let source = url || `(${n.callFrame.functionName})`;
      if (url.startsWith('/assets/')) {
        const file = join(dir, url + '.map');
        if (!maps.has(file))
          maps.set(file, existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
        const map = maps.get(file);
        const at = map?.originalPositionFor({ line: n.callFrame.lineNumber + 1, column: n.callFrame.columnNumber });
        if (at?.source)
          source = at.source.replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, 'npm:$1');
      }
      bySource.set(source, (bySource.get(source) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    const top = (m: Map<string, number>, k: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([n, ms]) => `  ${ms.toFixed(1).padStart(7)} ms  ${n}`)
        .join('\n');
    console.log('self time by script:\n' + top(byUrl, 25));
    console.log('self time by source:\n' + top(bySource, 40));
    console.log('self time by function:\n' + top(byFn, 30));
    await context.close();
  }
} finally {
  await browser.close();
  await host.stop();
}

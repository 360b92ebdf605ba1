// Where the window's start goes, by kind of work: one fresh load of a renderer in browser mode traced by Chromium
// (script evaluation, style, layout, paint, style sheet parsing, garbage collection), summed on the page's main
// thread before the Listings form's first frame and in the second after it; with the long tasks.
// `npx tsx bench/support/window-trace.ts [RENDERER_DIR]` (default out/renderer).
import { join, resolve } from 'node:path';
import { startAppHost } from '../../test/e2e/support/app-host';
import { launchChromium } from '../../test/e2e/support/browser';
import { startProbeScript, waitForStart } from './start-probe';

const ROOT = resolve(import.meta.dirname, '../..');
const dir = process.argv[2] ?? join(ROOT, 'out/renderer');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: {
      url?: string;
      frame?: string;
      name?: string;
      functionName?: string;
      lineNumber?: number;
      columnNumber?: number;
    };
  };
}

const host = await startAppHost(['--renderer-dir', dir]);
const browser = await launchChromium();
try {
  for (let round = 0; round < 3; round++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript({ content: startProbeScript() });
    const page = await context.newPage();
    if (round > 0)
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'disabled-by-default-devtools.timeline'],
      });
    await page.goto(host.url);
    const probe = await waitForStart(page, 1_000);
    if (round === 0) {
      await context.close();
      continue;
    }
    const buffer = await browser.stopTracing();
    const events = (JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const mark = events.find((e) => e.name === 'aqar-form');
    if (!mark) throw new Error('the form mark is not in the trace');
    const main = { pid: mark.pid, tid: mark.tid };
    const formTs = mark.ts;
    // waitForStart returned, so the form's frame was seen.
    const formAt = probe.formAt!;
    const t0 = formTs - formAt * 1000;
    const rel = (ts: number) => ((ts - t0) / 1000).toFixed(0);
    console.log(
      `form frame at ${formAt.toFixed(0)} ms; long tasks ${probe.longTasks.map(([s, d]: number[]) => `${s!.toFixed(0)}+${d!.toFixed(0)}`).join(' ')}`,
    );
    const kinds = [
      'EvaluateScript',
      'v8.compile',
      'v8.compileModule',
      'v8.evaluateModule',
      'FunctionCall',
      'ParseHTML',
      'ParseAuthorStyleSheet',
      'UpdateLayoutTree',
      'Layout',
      'Paint',
      'PrePaint',
      'Layerize',
      'MajorGC',
      'MinorGC',
      'V8.GC_SCAVENGER',
      'TimerFire',
      'FireAnimationFrame',
      'EventDispatch',
      'ResourceReceivedData',
      'XHRReadyStateChange',
      'RunMicrotasks',
      'v8.run',
      'HitTest',
      'ScheduleStyleRecalculation',
      'V8.GC_MC_BACKGROUND_MARKING',
    ];
    const sum = (from: number, to: number) => {
      const by = new Map<string, number>();
      for (const e of events) {
        if (e.ph !== 'X' || !e.dur || e.tid !== main.tid || e.pid !== main.pid) continue;
        if (e.ts < from || e.ts > to) continue;
        if (!kinds.includes(e.name)) continue;
        by.set(e.name, (by.get(e.name) ?? 0) + e.dur / 1000);
      }
      return [...by]
        .sort((a, b) => b[1] - a[1])
        .map(([n, ms]) => `${n} ${ms.toFixed(0)}`)
        .join(', ');
    };
    console.log(`before the form (${rel(formTs)} ms): ${sum(t0, formTs)}`);
    console.log(`the 1.5 s after: ${sum(formTs, formTs + 1_500_000)}`);
    // Long RunTasks on the main thread with their biggest children.
    const tasks = events.filter(
      (e) => e.name === 'RunTask' && e.tid === main.tid && e.pid === main.pid && (e.dur ?? 0) > 40_000 && e.ts >= t0,
    );
    for (const task of tasks) {
      const inside = events.filter(
        (e) =>
          e.tid === main.tid &&
          e.pid === main.pid &&
          e.ph === 'X' &&
          e.ts >= task.ts &&
          e.ts + (e.dur ?? 0) <= task.ts + task.dur! &&
          e !== task &&
          (e.dur ?? 0) > 8000 &&
          kinds.includes(e.name),
      );
      console.log(
        `  task at ${rel(task.ts)} for ${(task.dur! / 1000).toFixed(0)} ms: ${inside
          .slice(0, 8)
          .map(
            (e) =>
              `${e.name}${e.args?.data?.url ? '(' + e.args.data.url.replace(/^.*\//, '') + ':' + String(e.args.data.lineNumber) + ':' + String(e.args.data.columnNumber) + ' ' + String(e.args.data.functionName) + ')' : e.args?.data?.name ? '(' + e.args.data.name + ')' : ''} ${(e.dur! / 1000).toFixed(0)}`,
          )
          .join('; ')}`,
      );
    }
    await context.close();
  }
} finally {
  await browser.close();
  await host.stop();
}

// The window-start probe shared by the benchmark (window.bench.ts) and the two diagnostics (window-trace.ts,
// window-profile.ts), so that all three time the same moment: an init script that runs in the page before its
// scripts and notes when the Listings form is first in the DOM, when its Search button is enabled, the frame it
// first shows in (marked `aqar-form` on the performance timeline) and every long task.
import type { Page } from 'playwright-core';

export interface StartProbe {
  /** The Listings form first in the DOM. */
  formDom: number | null;
  /** Its Search button first enabled. */
  enabledAt: number | null;
  /** The first frame after that: the form shown. */
  formAt: number | null;
  longTasks: [start: number, duration: number][];
}

/**
 * Plain JavaScript, as the page runs it (this module is type-checked for Node, without the DOM's types). With
 * `sampledMark`, the form's frame also runs a named function (`aqarFormMark`) for 3 ms, so that a sampling CPU
 * profile, whose clock is not the page's, can find the moment among its samples.
 */
export function startProbeScript(options: { sampledMark?: boolean } = {}): string {
  const busy = options.sampledMark ? 'const until = performance.now() + 3; while (performance.now() < until);' : '';
  return `(() => {
  const probe = { formDom: null, enabledAt: null, formAt: null, longTasks: [] };
  globalThis.__startProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const observer = new MutationObserver(() => {
    if (probe.enabledAt !== null) return;
    if (probe.formDom === null && document.querySelector('[data-testid="search-form"]')) {
      probe.formDom = performance.now();
    }
    const submit = document.querySelector('[data-testid="search-form"] [data-testid="search-submit"]');
    if (!submit || submit.disabled) return;
    probe.enabledAt = performance.now();
    observer.disconnect();
    requestAnimationFrame(function aqarFormMark() {
      probe.formAt = performance.now();
      performance.mark('aqar-form');
      ${busy}
    });
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
})();`;
}

function probeOf(): StartProbe {
  return (globalThis as unknown as { __startProbe: StartProbe }).__startProbe;
}

/** Waits for the form's first frame, then for the page to fall quiet (no long task for `quietMs`). */
export async function waitForStart(page: Page, quietMs: number): Promise<StartProbe> {
  await page.waitForFunction(() => {
    const p = (globalThis as unknown as { __startProbe: StartProbe }).__startProbe;
    return (p.formAt ?? 0) > 0;
  });
  await page.waitForFunction(
    (quiet) => {
      const p = (globalThis as unknown as { __startProbe: StartProbe }).__startProbe;
      const lastEnd = Math.max(p.formAt ?? 0, ...p.longTasks.map(([s, d]) => s + d));
      return performance.now() - lastEnd >= quiet;
    },
    quietMs,
    { timeout: 30_000 },
  );
  return page.evaluate(probeOf);
}

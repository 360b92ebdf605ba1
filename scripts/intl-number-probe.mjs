// @internationalized/number asks, when its module loads, whether Intl.NumberFormat knows `signDisplay` by making a
// German formatter. In the window that was the first use of Intl, and the first use starts ICU: 10 ms on this
// machine, before the first form could show, for an answer known at build time (Chromium has had `signDisplay` since
// version 77; Electron's is far newer). The renderer's build writes the answer in, so the library's NumberParser
// makes its formatters only when a typed number is first read. A release that words the probe otherwise fails the
// build, here; one that moves it elsewhere fails test/build/bundle.test.ts, which finds no German formatter.
const FILE = /[\\/]@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.m?js(\?|$)/;
const PROBE =
  /new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/;

/** The module's text with the probe answered; throws where the probe is not found as written. */
export function answerSignDisplayProbe(code, file = 'NumberFormatter.mjs') {
  if (!PROBE.test(code)) {
    throw new Error(`${file}: the signDisplay probe is not where intl-number-probe.mjs expects it (a new release?)`);
  }
  // As many lines as the probe took, so that every line after it keeps its number (the transform gives no map).
  return code.replace(PROBE, (probe) => `true${'\n'.repeat(probe.split('\n').length - 1)}`);
}

/** For Vite (electron.vite.config.ts, the renderer). */
export function viteIntlNumberProbe() {
  return {
    name: 'aqar-intl-number-probe',
    transform(code, id) {
      return FILE.test(id) ? { code: answerSignDisplayProbe(code, id), map: null } : null;
    },
  };
}

// @internationalized/number asks, when its module loads, whether Intl.NumberFormat knows `signDisplay` by making a
// German formatter. In the window that was the first use of Intl, and the first use starts ICU: 10 ms on this
// machine, before the first form could show, for an answer known at build time (Chromium has had `signDisplay` since
// version 77; Electron's is far newer). The renderer's build writes the answer in; the parser it serves makes its
// formatters when a typed number is first read. A release that words the probe otherwise fails the build, here.
const FILE = /[\\/]@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.mjs$/;
const PROBE =
  /new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/;

/** The module's text with the probe answered; throws where the probe is not found as written. */
export function answerSignDisplayProbe(code, file = 'NumberFormatter.mjs') {
  if (!PROBE.test(code)) {
    throw new Error(`${file}: the signDisplay probe is not where intl-number-probe.mjs expects it (a new release?)`);
  }
  return code.replace(PROBE, 'true');
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

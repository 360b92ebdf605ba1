// How every headless Chromium of the app (the report printer), its tests and its benchmarks is started: one list.

/**
 * The features playwright-core 1.65 turns off in every Chromium it launches (its own `--disable-features` switch,
 * which it places before ours). Chromium keeps only the last of a repeated switch, so a switch of ours alone would
 * turn these back on: ours repeats them. chromium-args.test.ts reads Playwright's switch from a launched browser's
 * command line and fails, naming what is missing, when an upgrade changes the list.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Headless Chromium 156 gives every new window (each browser context) the omnibox's two WebUI popups, a renderer
 * each that loads the popup's scripts though nothing can show them: about 0.5 s of CPU per context on this machine
 * (12 contexts: 11.4 CPU-s with them, 3.7 to 4.5 without), taken from the page being printed or tested beside them.
 */
export const OWN_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'] as const;

export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OWN_DISABLED_FEATURES].join(',')}`,
];

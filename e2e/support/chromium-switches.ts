/**
 * Features Playwright 1.65 disables in every Chromium it launches (playwright-core's `chromiumSwitches.ts`). Chromium
 * keeps only the last `--disable-features` on its command line, so a list of our own must repeat these:
 * e2e/chromium-switches.spec.ts fails when Playwright's list (read from the running browser) names one missing here.
 */
const PLAYWRIGHT_DISABLED = [
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
];

/**
 * Chromium 156 loads the address bar's suggestion popup (chrome://omnibox-popup.top-chrome, and its AI-mode page) as
 * WebUI in a renderer of its own for every new window, i.e. every browser context: ≈ 1 CPU-s each (that renderer and
 * the browser process's work for it), a core for most of a second, on a popup no headless test ever opens. Without
 * it a context with one page costs ≈ 0.35 CPU-s instead of ≈ 1.35 (docs/performance.md#test-time).
 */
const OMNIBOX_WEBUI = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const DISABLED_FEATURES = [...PLAYWRIGHT_DISABLED, ...OMNIBOX_WEBUI];

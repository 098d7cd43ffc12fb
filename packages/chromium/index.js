/**
 * Debian's Chromium and the flags that keep it quiet on a machine with no open network.
 * Plain JavaScript because vitest.workspace.ts imports it while Vitest loads its config, and Node
 * loads a workspace package from there without compiling TypeScript.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  // Re-raster whole tiles: partial raster left a stale strip of a moved field's old border in
  // screenshots taken on a busy machine.
  '--disable-partial-raster',
];

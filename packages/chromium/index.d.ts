/** The Chromium binary: CHROMIUM_PATH, or Debian's /usr/bin/chromium. */
export declare const chromiumPath: string;
/** Launch flags for headless runs without network access and with stable rendering. */
export declare const chromiumArgs: string[];

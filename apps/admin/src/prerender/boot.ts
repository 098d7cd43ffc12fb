/** What the build writes into each prerendered page's inline script. */
export interface BootOptions {
  /** The theme's classes, one of which goes on <html> before the first paint. */
  themeClass: { light: string; dark: string };
  /** Where the app keeps the remembered light/dark choice (app/colourMode.ts). */
  colourModeKey: string;
  /** Where the session keeps its token (the api client's storage module). */
  tokenKey: string;
  /**
   * Who the picture is true for: a signed-in admin (a screen's frame and header) or a visitor
   * who is not signed in and was not sent here with a reason (the plain sign-in form).
   */
  audience: 'admin' | 'visitor';
  /** The app's module scripts (the preload script first) and the modules they import, from index.html. */
  scripts: string[];
  modulePreloads: string[];
}

/**
 * The inline script of a prerendered page. The build inlines this function's source, so it uses
 * nothing from outside its body.
 *
 * It puts the colour mode's class on <html> before anything paints, and starts the app's code only
 * once the browser has painted the picture. A script requested earlier would arrive before that
 * paint at local speed, and the Largest Contentful Paint, as Lighthouse simulates it on a slow
 * network, would then wait for every such script (README › Benchmarks). When the picture is not
 * true for this visitor (no stored session on a screen; a session, or a reason to show, on the
 * sign-in page), it is hidden by the stylesheet (`data-prerender="off"`) and the code starts at once.
 */
export function boot(options: BootOptions): void {
  const html = document.documentElement;
  const read = (storage: () => Storage, key: string): string | null => {
    try {
      return storage().getItem(key);
    } catch {
      // Privacy modes may refuse storage access.
      return null;
    }
  };

  let mode = read(() => localStorage, options.colourModeKey);
  if (mode !== 'light' && mode !== 'dark') {
    mode = window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  html.classList.add(mode === 'dark' ? options.themeClass.dark : options.themeClass.light);
  html.style.colorScheme = mode;

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Both as index.html has them: `crossorigin`, so the preloads serve the scripts' requests.
    for (const href of options.modulePreloads) {
      document.head.append(
        Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }),
      );
    }
    for (const src of options.scripts) {
      document.head.append(
        Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src }),
      );
    }
  };

  const signedIn = Boolean(
    read(() => localStorage, options.tokenKey) || read(() => sessionStorage, options.tokenKey),
  );
  // The sign-in page adds a notice for a `reason` (an expired session); `from` changes nothing seen.
  const pictureIsTrue =
    options.audience === 'admin'
      ? signedIn
      : !signedIn && !new URLSearchParams(window.location.search).has('reason');
  const canWatchPaint =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!pictureIsTrue) html.dataset.prerender = 'off';
  if (!pictureIsTrue || !canWatchPaint || document.visibilityState !== 'visible') {
    start();
    return;
  }
  new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length > 0) start();
  }).observe({ type: 'paint', buffered: true });
  // Whatever happens to the paint (a tab sent to the background before it), the app comes.
  window.setTimeout(start, 1_500);
}

import { fallbackFontStack } from '@aac/ui';
import { globalStyle } from '@vanilla-extract/css';

// A prerendered page's first view that is not true for this visitor (src/prerender/boot.ts) is
// never shown: the app replaces it when it renders.
globalStyle('html[data-prerender="off"] #root[inert]', { display: 'none' });

// The first view is drawn in the web font's fallback, so that the browser does not fetch the web
// font then: its files would share the network with the app's code, which the first rows wait for
// (`npm run bench`: time to first row 540 → 471 ms). The app's own text asks for the font when it
// renders, and the font swaps in when it arrives, as it did before pages were prerendered.
globalStyle('#root[inert], #root[inert] *', { fontFamily: fallbackFontStack });

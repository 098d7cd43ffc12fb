import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import { preloadInteractiveParts } from '@aac/ui/preload-parts';
import type { Preview } from '@storybook/react-vite';
import { withColourMode } from './colourMode';

const preview: Preview = {
  decorators: [withColourMode],
  // The open parts of menus, pickers, tooltips, the drawer and toasts load on their first use
  // (lazyPart). In a test run the first load of each also compiles it, which on a busy machine
  // can outlast a play function's wait: each story starts once they have loaded.
  loaders: [() => preloadInteractiveParts()],
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // The introduction and foundations come first; everything else keeps the order it is found in.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colour', 'Typography', 'Spacing and radii', 'Elevation', 'Icons', 'Breakpoints', 'Writing'],
        ],
      },
    },
    // `globals: { viewport: { value: 'narrow' } }` renders a story in a phone-sized window.
    // No window is more than 100 px shorter than another (the tests' default is 1200 × 900):
    // react-aria reads a window that became that much shorter around a text field's focus as an
    // on-screen keyboard, and from then on holds each dialog invisible for up to 600 ms while it
    // waits for the keyboard. The stories share one page, so one phone story would slow and
    // unsettle every dialog after it.
    viewport: {
      options: {
        narrow: { name: 'Narrow (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        tablet: { name: 'Tablet (768 px)', styles: { width: '768px', height: '900px' }, type: 'tablet' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '900px' }, type: 'desktop' },
      },
    },
    // Any axe violation fails the story's test. Violations are reported in full; passes and
    // incomplete results keep one example each, which spares axe most of its selector work.
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;

import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import { darkTheme, lightTheme } from '@aac/ui';
import type { Decorator, Preview } from '@storybook/react-vite';

type ColourMode = 'light' | 'dark';

/**
 * The colour mode is a class on <html>, so no component writes its own dark rules. A story forces one with
 * `parameters: { theme: 'dark' }`; otherwise the toolbar's global decides.
 */
const withColourMode: Decorator = (Story, context) => {
  const mode: ColourMode =
    (context.parameters.theme as ColourMode | undefined) ?? context.globals.theme ?? 'light';
  const root = document.documentElement;
  root.classList.remove(lightTheme, darkTheme);
  root.classList.add(mode === 'dark' ? darkTheme : lightTheme);
  root.style.colorScheme = mode;
  return <Story />;
};

const preview: Preview = {
  decorators: [withColourMode],
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
    // `globals: { viewport: { value: 'narrow' } }` renders a story in a phone-sized window.
    viewport: {
      options: {
        narrow: { name: 'Narrow (375 px)', styles: { width: '375px', height: '812px' }, type: 'mobile' },
        desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;

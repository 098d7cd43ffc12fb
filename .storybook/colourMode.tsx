import { darkTheme, lightTheme, vars } from '@aac/ui';
import type { Decorator } from '@storybook/react-vite';

export type ColourMode = 'light' | 'dark';

type ModeSources = {
  parameters: { theme?: unknown };
  globals: { theme?: unknown };
};

const themeClass: Record<ColourMode, string> = { light: lightTheme, dark: darkTheme };

function asMode(value: unknown): ColourMode | undefined {
  return value === 'light' || value === 'dark' ? value : undefined;
}

/** The toolbar's choice, light unless it says otherwise. */
export function toolbarMode(context: Pick<ModeSources, 'globals'>): ColourMode {
  return asMode(context.globals.theme) ?? 'light';
}

/** A story forces its mode with `parameters: { theme: 'dark' }`; otherwise the toolbar decides. */
export function storyMode(context: ModeSources): ColourMode {
  return asMode(context.parameters.theme) ?? toolbarMode(context);
}

function setRootMode(mode: ColourMode) {
  const root = document.documentElement;
  root.classList.remove(lightTheme, darkTheme);
  root.classList.add(themeClass[mode]);
  root.style.colorScheme = mode;
}

/**
 * The colour mode is a class on <html>, so no component writes its own dark rules and portals
 * (dialogs, toasts, popovers) rendered into <body> get it too.
 *
 * A docs page renders all its stories into one document, where one class on <html> would let
 * the last story's mode win for every preview on the page. There each story gets its own
 * wrapper carrying its theme class instead (the theme's CSS variables are defined on whatever
 * element has the class). <html> then follows only the toolbar, never a story's parameters,
 * so its classes do not depend on which story rendered last; portals opened from a docs page
 * use the toolbar's mode, which means a forced-dark story's dialog opens light there.
 */
export const withColourMode: Decorator = (Story, context) => {
  const mode = storyMode(context);
  if (context.viewMode === 'docs') {
    setRootMode(toolbarMode(context));
    return (
      <div
        className={themeClass[mode]}
        data-colour-mode={mode}
        style={{
          colorScheme: mode,
          background: vars.color.canvas,
          color: vars.color.text,
          fontFamily: vars.font.body,
          fontSize: vars.fontSize.standard,
          lineHeight: vars.lineHeight.standard,
          padding: vars.space.large,
          borderRadius: vars.radius.medium,
        }}
      >
        <Story />
      </div>
    );
  }
  setRootMode(mode);
  return <Story />;
};

/** A local font with Inter's metrics (global.css.ts). */
export const fallbackFontFamily = 'Inter fallback';

/** The body font's stack without its web font: what text is drawn in until Inter has loaded. */
export const fallbackFontStack = `"${fallbackFontFamily}", "DejaVu Sans", system-ui, sans-serif`;

/** Values shared by both colour modes. Colours live in the mode files. */
export const sharedTokens = {
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
  },
  radius: { small: '4px', medium: '8px', large: '12px', full: '9999px' },
  font: {
    body: `"Inter", ${fallbackFontStack}`,
    mono: '"DejaVu Sans Mono", ui-monospace, monospace',
  },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.8125rem',
    standard: '0.875rem',
    large: '1rem',
    xlarge: '1.25rem',
    xxlarge: '1.5rem',
  },
  fontWeight: { regular: '400', medium: '500', strong: '600' },
  lineHeight: { tight: '1.25', standard: '1.5' },
  zIndex: { sticky: '10', overlay: '100', modal: '200', toast: '300' },
  motion: { fast: '120ms', standard: '200ms' },
} as const;

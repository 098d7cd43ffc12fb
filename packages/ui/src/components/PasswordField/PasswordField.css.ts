import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { insetButton } from '../TextField/Field.css';

/** The input (with its show/hide toggle) and the Generate button on one line. */
export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minWidth: 0,
});

export const box = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 auto',
  minWidth: 0,
});

export const input = style({
  selectors: {
    // Doubled class: the field's own padding (inputBox) may come later in a production bundle's
    // CSS, and with equal specificity the later rule would put the text under the toggle.
    '&&': { paddingRight: '40px' },
    // The browser's own reveal button would duplicate ours.
    '&::-ms-reveal': { display: 'none' },
  },
});

export const shown = style({ fontFamily: vars.font.mono, letterSpacing: '0.02em' });

export const toggle = insetButton;

export const toggleIcon = style({ width: '16px', height: '16px' });

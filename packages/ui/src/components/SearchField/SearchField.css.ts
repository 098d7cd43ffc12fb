import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';
import { insetButton } from '../TextField/Field.css';

export const searchRoot = style({ minWidth: '200px', flex: '1 1 240px' });

export const searchBox = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  left: vars.space.medium,
  width: '16px',
  height: '16px',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const searchInput = style({
  selectors: {
    // Doubled class: the field's own padding (inputBox) may come later in a production bundle's
    // CSS, and with equal specificity the later rule would put the text under the icon.
    '&&': { paddingLeft: `calc(${vars.space.medium} + 24px)`, paddingRight: '36px' },
    // The native clear cross would duplicate ours.
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const clearButton = insetButton;

export const clearIcon = style({ width: '14px', height: '14px' });

export const hiddenWhenEmpty = style({
  selectors: { '[data-empty] &': { display: 'none' } },
});

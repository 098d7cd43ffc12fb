import { style } from '@vanilla-extract/css';

export const brandIcon = style({ flexShrink: 0, display: 'inline-block', verticalAlign: 'middle' });

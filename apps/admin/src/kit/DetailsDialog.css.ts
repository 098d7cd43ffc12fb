import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const related = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

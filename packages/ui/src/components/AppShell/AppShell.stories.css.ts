import { style } from '@vanilla-extract/css';
import { vars } from '../../theme';

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
export const accountName = style({ fontWeight: vars.fontWeight.medium, whiteSpace: 'nowrap' });

import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** The brand glyph beside its name. */
export const iconCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

/** A long url wraps anywhere rather than widening the column. */
export const urlLink = style({ overflowWrap: 'anywhere', color: vars.color.brandText });

import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

/** A call's status badge and, when it has passed unanswered, "Overdue" beside it. */
export const statusCell = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xxsmall });

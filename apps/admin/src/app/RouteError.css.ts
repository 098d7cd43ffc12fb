import { vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const errorPage = style({ padding: vars.space.xlarge });

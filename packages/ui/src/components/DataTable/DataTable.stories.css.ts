import { style } from '@vanilla-extract/css';

// Widths, not maximum widths: the story's root shrinks to fit its content, and a table sizes
// itself by its container, so a frame must say how wide it is.

/** A phone-wide frame for the narrow-screen story. */
export const narrowFrame = style({ width: '360px' });

/** A tablet-wide frame: the table scrolls sideways under its pinned columns. */
export const mediumFrame = style({ width: '700px' });

/** A desktop-wide frame for the realistic long-text story. */
export const wideFrame = style({ width: '1040px' });

import { focusRing, vars } from '@aac/ui';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
});

export const cards = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const cardBody = style({ display: 'grid', gap: vars.space.small });

export const cardFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const fieldset = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const legend = style({
  padding: 0,
  fontWeight: vars.fontWeight.medium,
  fontSize: vars.fontSize.standard,
});

/**
 * The role's permission checklist. platform spec §2.11 has it scroll at 10rem, a box scrolling
 * inside the dialog's own scrolling body that showed four names at a time: it takes its full
 * height, and the dialog's body is the one scroll region.
 */
export const checklist = style({ display: 'grid', gap: vars.space.large });

/** A category's permissions: no box of its own (a fieldset draws one by default). */
export const category = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.small,
});

/** The category's name and its Select all, kept in view while its permissions scroll under it. */
export const categoryHeader = style({
  position: 'sticky',
  top: `calc(-1 * ${vars.space.large})`,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBlock: vars.space.xxsmall,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.textMuted,
});

/** A permission's name is a key: shown as code, its description under it in words. */
export const permissionName = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** Why a held role's Delete is off: on its own line under the card's buttons. */
export const deleteReason = style([note, { flexBasis: '100%' }]);

/** "3 admins" on a role card: a link to them in Admin Management. */
export const holdersLink = style({
  color: vars.color.brandText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  selectors: { '&:focus-visible': focusRing() },
});

export const screen = style({ display: 'grid', gap: vars.space.xxlarge, minWidth: 0 });

export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.small,
});

/** A permission's name and its "Built-in" mark on one line; the name is cut first. */
export const nameWithMark = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minWidth: 0,
});

import { vars } from '@aac/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const fieldset = style([section, { margin: 0, padding: 0, border: 'none', minWidth: 0 }]);

export const sectionLabel = style({
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.medium,
  padding: 0,
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxWidth: '100%',
  paddingLeft: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandText,
  fontSize: vars.fontSize.small,
});

export const chipText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const imageRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  flexWrap: 'wrap',
});

export const imagePreview = style({
  width: '240px',
  maxWidth: '100%',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const imageActions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  // Chosen through the Choose image button: the input itself never shows, not even a focus ring.
  opacity: 0,
});

export const uploadError = style({
  color: vars.color.criticalText,
  fontSize: vars.fontSize.small,
  margin: 0,
});

globalStyle(`${chip} button`, { flexShrink: 0 });

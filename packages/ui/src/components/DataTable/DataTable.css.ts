import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../../theme';

/** Per-table and per-cell values only known at run time, set with `assignInlineVars`. */
export const columnMinWidth = createVar();
export const gridColumns = createVar();
export const tableMinWidth = createVar();
export const virtualBodyHeight = createVar();
export const virtualRowStart = createVar();
export const virtualRowHeight = createVar();
export const scrollHeight = createVar();
/** Where a pinned start column sticks: after the selection column when there is one. */
export const pinStartOffset = createVar();
/** The header row's bottom and the selection column's right edge, measured in the frame. */
export const headerBandHeight = createVar();
export const headerBandStart = createVar();

/** The table's own width below which rows read as cards (a container query, not the window's). */
export const CARD_LAYOUT_MAX_WIDTH = 639;
const cardLayout = `datatable (max-width: ${CARD_LAYOUT_MAX_WIDTH}px)`;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  // The table lays itself out by the room it has, wherever it sits (a page, a dialog, a card).
  containerType: 'inline-size',
  containerName: 'datatable',
});

export const frame = style({
  // The bulk-action bar is placed over the header row, inside the frame.
  position: 'relative',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  overflow: 'hidden',
});

/**
 * The table scrolls sideways inside its frame on narrow viewports; the page itself never
 * scrolls horizontally. The region is focusable so keyboard users can scroll it too.
 */
export const scroller = recipe({
  base: {
    overflowX: 'auto',
    selectors: {
      '&:focus-visible': focusRing({ offset: '-2px' }),
    },
  },
  variants: {
    virtual: {
      true: { height: scrollHeight, overflowY: 'auto', overscrollBehavior: 'contain' },
      // A long page of rows scrolls inside a frame about the window's height, so the header row
      // stays in view (sticky) and the paging under it is never far. The sideways scroller
      // would otherwise stop the header sticking to the window.
      false: {
        maxHeight: `max(20rem, calc(100dvh - 9rem))`,
        overflowY: 'auto',
        '@container': { [cardLayout]: { maxHeight: 'none', overflowY: 'visible' } },
      },
    },
  },
});

export const table = recipe({
  base: {
    width: '100%',
    minWidth: tableMinWidth,
    borderCollapse: 'separate',
    borderSpacing: 0,
    fontSize: vars.fontSize.standard,
    color: vars.color.text,
  },
  variants: {
    // Virtualised rows are positioned absolutely, so rows are grids sharing one column template.
    // Other tables lay out by the header's widths alone (fixed layout): a 60-character name or a
    // long email wraps or is cut inside its column and never reflows the table.
    virtual: { true: { display: 'grid' }, false: { tableLayout: 'fixed' } },
  },
});

export const head = recipe({
  base: { background: vars.color.surfaceSunken },
  variants: {
    virtual: {
      true: { display: 'grid', position: 'sticky', top: 0, zIndex: vars.zIndex.sticky },
      false: {},
    },
  },
});

export const virtualBody = style({
  display: 'grid',
  position: 'relative',
  height: virtualBodyHeight,
});

export const gridRow = style({
  display: 'grid',
  gridTemplateColumns: gridColumns,
  width: '100%',
});

export const virtualRow = style([
  gridRow,
  {
    position: 'absolute',
    top: 0,
    left: 0,
    height: virtualRowHeight,
    transform: `translateY(${virtualRowStart})`,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

const cellBase = {
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.medium,
  minWidth: columnMinWidth,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
  lineHeight: vars.lineHeight.tight,
} as const;

export const headerCell = recipe({
  base: {
    ...cellBase,
    // In a fixed-layout table the header's width is the column's width (a minimum: spare room is
    // shared out), which `min-width` on a cell never was.
    width: columnMinWidth,
    position: 'sticky',
    top: 0,
    zIndex: 2,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.small,
    fontWeight: vars.fontWeight.strong,
    whiteSpace: 'nowrap',
    textAlign: 'start',
    background: vars.color.surfaceSunken,
  },
  variants: {
    align: { start: {}, end: { textAlign: 'end' } },
    virtual: {
      true: { display: 'flex', alignItems: 'center', minWidth: 0, width: 'auto', position: 'static' },
      false: {},
    },
  },
  compoundVariants: [{ variants: { align: 'end', virtual: true }, style: { justifyContent: 'flex-end' } }],
});

export const bodyRow = style({
  selectors: {
    '&[data-new]': { background: vars.color.positiveSoft },
    '&:hover': { background: vars.color.surfaceHover },
    '&[data-selected]': { background: vars.color.brandSoft },
  },
});

/** A just-created row's naming cell: its content, then the "New" badge (below it when narrow). */
export const newRowMark = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const bodyCell = recipe({
  base: {
    ...cellBase,
    textAlign: 'start',
    fontWeight: vars.fontWeight.regular,
    // Positioned, so absolutely positioned content of a cell (a progress bar's visually hidden
    // label) is placed inside the sideways scroller and never widens the page on a phone.
    position: 'relative',
    // Long words break inside their cell rather than spill over the next column.
    overflowWrap: 'anywhere',
    selectors: { [`${bodyRow}:last-child > &`]: { borderBottom: 'none' } },
  },
  variants: {
    // Numbers and amounts line up and never wrap.
    align: { start: {}, end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } },
    virtual: {
      true: {
        display: 'flex',
        alignItems: 'center',
        minWidth: 0,
        paddingBlock: 0,
        // The row draws the line: cells of a grid row would leave gaps between tracks.
        borderBottom: 'none',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
      },
      false: {},
    },
  },
  compoundVariants: [{ variants: { align: 'end', virtual: true }, style: { justifyContent: 'flex-end' } }],
});

/** Set on the scroller while columns are scrolled out of view under the pinned end column. */
export const CONTENT_UNDER_END_ATTRIBUTE = 'data-content-under-end';
/** Set on the scroller while columns are scrolled out of view under the pinned start column. */
export const CONTENT_UNDER_START_ATTRIBUTE = 'data-content-under-start';

/**
 * A cell of the pinned start column (the row's name) and of the selection column before it:
 * they stay at the left edge while the other columns scroll sideways beneath, and a shadow on
 * the right of the name appears once something is scrolled under it.
 */
export const pinnedStartCell = style({
  position: 'sticky',
  left: pinStartOffset,
  zIndex: 1,
  background: vars.color.surface,
  selectors: {
    'thead &': { background: vars.color.surfaceSunken, zIndex: 3 },
    [`${bodyRow}[data-new] > &`]: { background: vars.color.positiveSoft },
    [`${bodyRow}:hover > &`]: { background: vars.color.surfaceHover },
    [`${bodyRow}[data-selected] > &`]: { background: vars.color.brandSoft },
    [`[${CONTENT_UNDER_START_ATTRIBUTE}] &[data-cell="identity"]`]: {
      boxShadow: `inset -1px 0 0 ${vars.color.border}, 8px 0 8px -8px ${vars.color.overlay}`,
    },
  },
});

/**
 * A cell of a pinned column (`meta.pinned: 'end'`, the row actions): it sticks to the right edge
 * of the scroller on an opaque background of its row's colour. The edge line and shadow appear
 * only while other columns are scrolled under it; at rest it looks like any other cell.
 */
export const pinnedEndCell = style({
  position: 'sticky',
  // One pixel past the edge (clipped by the scroller): table columns have fractional widths and
  // the sticky offset is snapped to whole pixels, which otherwise lets a sliver of the columns
  // scrolled underneath show at the right edge.
  right: '-1px',
  zIndex: 1,
  background: vars.color.surface,
  selectors: {
    'thead &': { background: vars.color.surfaceSunken, zIndex: 3 },
    [`${bodyRow}[data-new] > &`]: { background: vars.color.positiveSoft },
    [`${bodyRow}:hover > &`]: { background: vars.color.surfaceHover },
    [`${bodyRow}[data-selected] > &`]: { background: vars.color.brandSoft },
    [`[${CONTENT_UNDER_END_ATTRIBUTE}] &`]: {
      boxShadow: `inset 1px 0 0 ${vars.color.border}, -8px 0 8px -8px ${vars.color.overlay}`,
    },
  },
});

export const selectionCell = style({
  width: '48px',
  paddingInline: vars.space.medium,
});

export const pinnedSelectionCell = style({ left: 0 });

// The box sits outside the line box: a tick or dash drawn in it would otherwise move its
// baseline and change the header row's height, moving every row, as a row is selected.
globalStyle(`${selectionCell} > *`, { display: 'flex' });

/** The select-all box's cell while the bulk-action bar covers the rest of the header row. */
globalStyle(`thead ${selectionCell}[data-bulk-bar]`, {
  background: vars.color.brandSoft,
  borderBottomColor: vars.color.brand,
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: `calc(-1 * ${vars.space.xsmall})`,
  padding: vars.space.xsmall,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': focusRing({ offset: null }),
  },
});

export const sortIcon = recipe({
  base: { width: '14px', height: '14px', flexShrink: 0 },
  variants: { active: { true: { color: vars.color.brand }, false: { opacity: 0.6 } } },
});

/** The single full-width cell holding the empty or error state. */
export const messageCell = style({
  padding: vars.space.xxlarge,
  textAlign: 'center',
});

export const errorState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.medium,
  color: vars.color.text,
});

export const errorTitle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.criticalText,
});

export const errorReason = style({
  margin: 0,
  color: vars.color.textMuted,
  maxWidth: '48ch',
});

export const caption = recipe({
  base: {
    captionSide: 'top',
    textAlign: 'start',
    paddingBlock: vars.space.medium,
    paddingInline: vars.space.large,
    fontSize: vars.fontSize.large,
    fontWeight: vars.fontWeight.strong,
    color: vars.color.text,
  },
  variants: { virtual: { true: { display: 'block' }, false: {} } },
});

export const rowActionList = style({
  display: 'inline-flex',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
});

/** Where a row lacks an action the others have: the same room, so the buttons line up. */
export const rowActionPlaceholder = style({ display: 'inline-block', width: '28px', height: '28px' });

/**
 * Rows from before the current request (a page, size or filter change still loading, or a
 * failed reload): dimmed and out of reach, so nobody acts on a row of the previous view.
 */
export const staleBody = style({
  opacity: 0.5,
  transition: `opacity ${vars.motion.fast}`,
});

/**
 * Where the bulk-action bar shows while rows are selected: over the header row, beside the
 * select-all box, so selecting never pushes the rows down (Polaris's IndexTable). The header's
 * sizes are measured (a caption or a wrapped header changes them). Rows read as cards have no
 * header row on screen: the bar floats at the bottom of the window instead, over the page.
 */
export const bulkBarSlot = style({
  position: 'absolute',
  top: 0,
  left: headerBandStart,
  right: 0,
  minHeight: headerBandHeight,
  display: 'flex',
  // Above the header's sticky cells, and a virtual list's sticky header row.
  zIndex: `calc(${vars.zIndex.sticky} + 1)`,
  background: vars.color.brandSoft,
  boxShadow: `inset 0 -1px 0 ${vars.color.brand}`,
  '@container': {
    [cardLayout]: {
      position: 'fixed',
      top: 'auto',
      left: vars.space.medium,
      right: vars.space.medium,
      bottom: vars.space.medium,
      minHeight: 0,
      paddingBlock: vars.space.xsmall,
      border: `1px solid ${vars.color.brand}`,
      borderRadius: vars.radius.large,
      boxShadow: vars.shadow.large,
    },
  },
});

/** The failure of a reload, above the rows that were on screen. */
export const errorNotice = style({
  padding: vars.space.large,
  border: `1px solid ${vars.color.critical}`,
  borderRadius: vars.radius.large,
  background: vars.color.criticalSoft,
});

/**
 * Narrow tables (a phone, a narrow panel): each row reads as a card. The row's name heads it with
 * the actions beside, and every other cell is a "label  value" line, labelled from its column's
 * header (`data-label`). The header row stays for screen readers only (Chromium keeps a table's
 * semantics when its parts change display).
 */
const cards = `${table.classNames.variants.virtual.false}`;
const cardRow = `.${cards} > tbody > tr`;
const whenCards = (rule: object) => ({ '@container': { [cardLayout]: rule } });

globalStyle(`.${cards}`, whenCards({ display: 'block', minWidth: 0 }));
globalStyle(`.${cards} > caption`, whenCards({ display: 'block' }));
globalStyle(
  `.${cards} > thead`,
  whenCards({
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  }),
);
globalStyle(`.${cards} > tbody`, whenCards({ display: 'block' }));
globalStyle(
  cardRow,
  whenCards({
    display: 'grid',
    // The selection box, the card's content, the actions beside the name.
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'center',
    rowGap: vars.space.xsmall,
    padding: `${vars.space.medium} ${vars.space.large}`,
    borderBottom: `1px solid ${vars.color.border}`,
  }),
);
globalStyle(`${cardRow}:last-child`, whenCards({ borderBottom: 'none' }));
globalStyle(
  `${cardRow} > *`,
  whenCards({
    display: 'block',
    gridColumn: '2 / -1',
    width: 'auto',
    minWidth: 0,
    padding: 0,
    border: 'none',
    position: 'static',
    background: 'transparent',
    boxShadow: 'none',
    textAlign: 'start',
  }),
);
globalStyle(
  `${cardRow} > [data-cell="selection"]`,
  whenCards({ gridColumn: '1', gridRow: '1', paddingInlineEnd: vars.space.medium }),
);
globalStyle(
  `${cardRow} > [data-cell="identity"]`,
  whenCards({ gridColumn: '2', gridRow: '1', fontWeight: vars.fontWeight.medium, boxShadow: 'none' }),
);
globalStyle(
  `${cardRow} > [data-cell="actions"]`,
  // No pinned edge's shadow: a card has nothing scrolled under its actions.
  whenCards({ gridColumn: '3', gridRow: '1', paddingInlineStart: vars.space.small, boxShadow: 'none' }),
);
globalStyle(`${cardRow} > [data-cell="message"]`, whenCards({ gridColumn: '1 / -1' }));
globalStyle(
  `${cardRow} > [data-label]`,
  // Every line of a card has the same label width, so the values line up down the card; a badge
  // keeps its own width rather than stretching across the line.
  whenCards({
    display: 'grid',
    gridTemplateColumns: 'minmax(6rem, 35%) minmax(0, 1fr)',
    alignItems: 'center',
    justifyItems: 'start',
  }),
);
// A value never runs past its card: a long email is cut with its ellipsis.
globalStyle(`${cardRow} > [data-label] > *`, whenCards({ maxWidth: '100%', minWidth: 0 }));
globalStyle(
  `${cardRow} > [data-label]::before`,
  whenCards({
    content: 'attr(data-label)',
    paddingInlineEnd: vars.space.medium,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.small,
  }),
);

/** The row actions header: its name, and the Columns button at the end. */
export const actionsHeader = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xsmall,
});

/** The heading inside the Columns menu. */
export const menuHeading = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.medium,
});

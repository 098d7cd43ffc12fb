import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MissingValue } from './MissingValue';
import { NameCell, NameCellSkeleton } from './NameCell';
import { cellFrame } from './TableCells.stories.css';

const meta = {
  title: 'Data/Table cells/NameCell',
  component: NameCell,
  tags: ['autodocs'],
  args: { primary: 'Jane Doe', secondary: 'jane.doe@example.org' },
  decorators: [
    (Story) => (
      <div className={cellFrame}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NameCell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A user: the name over the email. */
export const NameOverEmail: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Jane Doe')).toBeVisible();
    await expect(canvas.getByText('jane.doe@example.org')).toHaveAttribute('title', 'jane.doe@example.org');
  },
};

/** A child: picture or initial, the name over the diagnosis. The avatar is hidden from screen readers. */
export const WithAvatar: Story = {
  args: {
    primary: 'Maya Thompson',
    secondary: 'Autism spectrum disorder',
    avatar: { name: 'Maya Thompson' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Maya Thompson')).toBeVisible();
    await expect(canvas.getByText('Autism spectrum disorder')).toBeVisible();
    // The name is written beside it, so the avatar adds nothing for a screen reader.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent('M');
  },
};

/** core spec §2.2: a child without a diagnosis says so, muted, rather than leaving a gap. */
export const MissingSecondary: Story = {
  args: {
    primary: 'Leo Martin',
    secondary: <MissingValue>No diagnosis</MissingValue>,
    avatar: { name: 'Leo Martin' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No diagnosis')).toBeVisible();
  },
};

const LONG_NAME = 'Maximiliana Alexandrina Josefina Featherstonehaugh-Vandersteen of Lower Saxony';
const LONG_EMAIL = 'maximiliana.featherstonehaugh-vandersteen@a-very-long-organisation-name.example.org';

/**
 * Long text in a narrow column: the name stops after two lines, the email stays on one line and
 * ends in an ellipsis (never broken mid-word); both keep their full text in a tooltip.
 */
export const LongText: Story = {
  args: { primary: LONG_NAME, secondary: LONG_EMAIL, avatar: { name: LONG_NAME } },
  play: async ({ canvas }) => {
    const name = canvas.getByText(LONG_NAME);
    await expect(name).toHaveAttribute('title', LONG_NAME);
    await expect(name.scrollHeight).toBeGreaterThan(name.clientHeight);
    const email = canvas.getByText(LONG_EMAIL);
    await expect(email).toHaveAttribute('title', LONG_EMAIL);
    await expect(email.scrollWidth).toBeGreaterThan(email.clientWidth);
    // One line: no taller than the line height of its small text.
    await expect(email.getClientRects()).toHaveLength(1);
    await expect(email.clientHeight).toBeLessThan(24);
  },
};

export const Dark: Story = { ...WithAvatar, parameters: { theme: 'dark' } };

/** Left edge of one character of an element's text, as laid out. */
function leftOf(element: Element, text: string): number {
  const node = document
    .createTreeWalker(element, NodeFilter.SHOW_TEXT, {
      acceptNode: (candidate) =>
        candidate.textContent?.includes(text) ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
    })
    .nextNode();
  if (!node?.textContent) throw new Error(`"${text}" is drawn`);
  const range = document.createRange();
  const start = node.textContent.indexOf(text);
  range.setStart(node, start);
  range.setEnd(node, start + text.length);
  return range.getBoundingClientRect().left;
}

const RLO = '\u202E';

/**
 * Names and subjects someone outside wrote, each with a right-to-left override (U+202E) hidden
 * in it. Obeyed, "\u202Enamkcaj luap" would read "paul jackman" and "invoice \u202Efdp.exe" would
 * read "invoice exe.pdf". The control shows as a boxed marker instead, the letters stay in the order
 * they were typed, and each line is isolated, its direction its own.
 */
export const DirectionControlShown: Story = {
  args: {
    primary: `${RLO}namkcaj luap`,
    secondary: `invoice ${RLO}fdp.exe`,
    avatar: { name: `${RLO}namkcaj luap` },
  },
  play: async ({ canvasElement }) => {
    const [name, subject] = Array.from(canvasElement.querySelectorAll('[dir="auto"]'));
    if (!name || !subject) throw new Error('both lines are drawn');
    for (const [line, text] of [
      [name, '[U+202E]namkcaj luap'],
      [subject, 'invoice [U+202E]fdp.exe'],
    ] as const) {
      await expect(line.textContent).toBe(text);
      await expect(getComputedStyle(line).unicodeBidi).toBe('isolate');
      await expect(line).toHaveAttribute('title', text);
      const marker = within(line as HTMLElement).getByText('[U+202E]');
      await expect(marker).toBeVisible();
      await expect(marker).toHaveAttribute('dir', 'ltr');
    }
    // Read left to right as typed: "n" first, "p" last; an obeyed override puts "p" first.
    await expect(leftOf(name, 'n')).toBeLessThan(leftOf(name, 'p'));
    await expect(leftOf(name, '[U+202E]')).toBeLessThan(leftOf(name, 'n'));
    await expect(leftOf(subject, 'fdp')).toBeLessThan(leftOf(subject, 'exe'));
    // The avatar's initial is the first letter, not the invisible control.
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^N$/);
  },
};

/**
 * A right-to-left name reads right to left (its own direction), yet stays at the start of the
 * column like every other name.
 */
export const RightToLeftName: Story = {
  args: { primary: 'מרים כהן', secondary: 'miriam@example.org' },
  play: async ({ canvasElement }) => {
    const [name, email] = Array.from(canvasElement.querySelectorAll<HTMLElement>('[dir="auto"]'));
    if (!name || !email) throw new Error('both lines are drawn');
    await expect(getComputedStyle(name).direction).toBe('rtl');
    await expect(getComputedStyle(email).direction).toBe('ltr');
    // Both lines start at the cell's left edge.
    const nameStart = leftOf(name, 'מרים כהן');
    await expect(Math.abs(nameStart - leftOf(email, 'miriam'))).toBeLessThan(2);
  },
};

/**
 * While the table loads (a column's `meta.skeleton`): the same line boxes and avatar size, so the
 * loading cell is exactly as tall as the loaded one beside it.
 */
export const Skeleton: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div data-cell>
        <NameCellSkeleton avatar secondary />
      </div>
      <div data-cell>
        <NameCell {...args} avatar={{ name: 'Maya Thompson' }} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [loading, loaded] = Array.from(canvasElement.querySelectorAll('[data-cell] > span'));
    if (!loading || !loaded) throw new Error('both cells are drawn');
    await expect(loading).toHaveAttribute('aria-hidden', 'true');
    await expect(loading.getBoundingClientRect().height).toBe(loaded.getBoundingClientRect().height);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noControl } from '../../docs/controls';
import { StatusBadge } from '../StatusBadge';
import { DescriptionList } from './DescriptionList';

const meta = {
  title: 'Data display/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  argTypes: {
    items: noControl,
  },
  args: {
    items: [
      { label: 'Name', value: 'Maria Lopez' },
      { label: 'Email', value: 'maria.lopez@example.com' },
      { label: 'Type', value: 'Parent' },
      { label: 'Status', value: <StatusBadge status="active" /> },
      { label: 'Children', value: '2' },
      { label: 'Last name', value: '' },
      { label: 'Photo', value: null, emptyValue: 'No photo' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The value paired with a label, as a screen reader reads the list (term, then its definition). */
function valueFor(canvasElement: HTMLElement, label: string): HTMLElement {
  const term = within(canvasElement)
    .getAllByRole('term')
    .find((element) => element.textContent === label);
  const definition = term?.nextElementSibling;
  if (!(definition instanceof HTMLElement)) throw new Error(`No value for "${label}"`);
  return definition;
}

/** One column of label and value pairs; a missing value reads "—" unless the item says otherwise. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(7);
    await expect(canvas.getAllByRole('definition')).toHaveLength(7);
    await expect(valueFor(canvasElement, 'Email')).toHaveTextContent('maria.lopez@example.com');
    await expect(valueFor(canvasElement, 'Status')).toHaveTextContent('Active');
    await expect(valueFor(canvasElement, 'Last name')).toHaveTextContent(/^—$/);
    await expect(valueFor(canvasElement, 'Photo')).toHaveTextContent(/^No photo$/);
  },
};

/** Two columns of pairs side by side, for a wide card. */
export const TwoColumns: Story = {
  args: { columns: 2 },
  play: async ({ canvasElement }) => {
    // "Name" and "Email" sit on the same line.
    const name = valueFor(canvasElement, 'Name').getBoundingClientRect();
    const email = valueFor(canvasElement, 'Email').getBoundingClientRect();
    await expect(Math.abs(name.top - email.top)).toBeLessThan(2);
    await expect(email.left).toBeGreaterThan(name.right);
  },
};

const LONG_EMAIL =
  'maximiliana.alexandrina.josefina.featherstonehaugh-vandersteen@a-very-long-organisation-name.example.org';

/** Long values wrap inside their column; the list never grows wider than its container. */
export const LongText: Story = {
  args: {
    items: [
      { label: 'Name', value: 'Maximiliana Alexandrina Josefina Featherstonehaugh-Vandersteen' },
      { label: 'Email', value: LONG_EMAIL },
      {
        label: 'Diagnosis',
        value:
          'Autism spectrum disorder with a speech sound disorder; uses a communication board at school and a tablet at home.',
      },
    ],
  },
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector('dl');
    if (!list) throw new Error('No description list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    await expect(canvas.getByText(LONG_EMAIL)).toBeVisible();
  },
};

/** On a phone two columns become one, and the values still wrap. */
export const Narrow: Story = {
  args: { ...LongText.args, columns: 2 },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const name = valueFor(canvasElement, 'Name').getBoundingClientRect();
    const email = valueFor(canvasElement, 'Email').getBoundingClientRect();
    await expect(email.top).toBeGreaterThanOrEqual(name.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const DarkTheme: Story = { ...TwoColumns, parameters: { theme: 'dark' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { noControl } from '../../docs/controls';
import { NumberField } from '../NumberField';
import { Select } from '../Select';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { FormGrid, FormGridFullRow } from './FormGrid';

const fields = (
  <>
    <TextField label="Plan name" defaultValue="Family" />
    <TextField label="Plan key" defaultValue="family_monthly" />
    <NumberField label="Monthly price" defaultValue={12.99} step={0.01} minValue={0} />
    <NumberField label="Yearly discount (%)" defaultValue={16.67} step={0.01} minValue={0} maxValue={100} />
    <Select
      label="Plan type"
      options={[
        { value: 'subscription', label: 'Subscription' },
        { value: 'one_time', label: 'One-time' },
      ]}
      defaultValue="subscription"
    />
    <FormGridFullRow>
      <TextArea label="Description" defaultValue="For families with up to three children." />
    </FormGridFullRow>
  </>
);

const meta = {
  title: 'Layout/FormGrid',
  component: FormGrid,
  tags: ['autodocs'],
  argTypes: {
    children: noControl,
  },
  args: { children: fields },
} satisfies Meta<typeof FormGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

const top = (element: HTMLElement) => element.getBoundingClientRect().top;

/** Two columns: the first two fields sit side by side; the description spans the row. */
export const TwoColumns: Story = {
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Plan name' });
    const key = canvas.getByRole('textbox', { name: 'Plan key' });
    await expect(top(key)).toBe(top(name));
    const description = canvas.getByRole('textbox', { name: 'Description' });
    await expect(description.getBoundingClientRect().width).toBeGreaterThan(
      key.getBoundingClientRect().right - name.getBoundingClientRect().left - 1,
    );
  },
};

/** Below the tablet breakpoint the fields stack in one column. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'Plan name' });
    const key = canvas.getByRole('textbox', { name: 'Plan key' });
    await expect(top(key)).toBeGreaterThan(name.getBoundingClientRect().bottom);
  },
};

export const DarkTheme: Story = { parameters: { theme: 'dark' } };

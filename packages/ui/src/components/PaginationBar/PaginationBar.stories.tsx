import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { objectControl } from '../../docs/controls';
import { type PageRequest, PaginationBar, type PaginationBarProps } from './PaginationBar';
import { narrowFrame } from './PaginationBar.stories.css';

const meta = {
  title: 'Data/PaginationBar',
  component: PaginationBar,
  tags: ['autodocs'],
  argTypes: {
    pageSizeOptions: objectControl,
  },
  // 50 pages of 10: 500 rows.
  args: { page: 1, pageSize: 10, totalCount: 500, onChange: fn() },
} satisfies Meta<typeof PaginationBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page numbers shown, as their visible text, in order. */
function pageNumbers(canvasElement: HTMLElement): string[] {
  return within(canvasElement)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent ?? '');
}

/** At the start of 50 pages: pages 1-5 (core spec §9: up to 5 page numbers), Previous disabled. */
export const WindowAtStart: Story = {
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(nav).toBeVisible();
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(canvas.getByText('Showing 1 to 10 of 500 results')).toBeVisible();
  },
};

/** In the middle of 50 pages: the window is centred on the current page. */
export const WindowInMiddle: Story = {
  args: { page: 25 },
  play: async ({ canvas, canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['23', '24', '25', '26', '27']);
    await expect(canvas.getByRole('button', { name: 'Page 25' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 24' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Showing 241 to 250 of 500 results')).toBeVisible();
  },
};

/** Thousands of rows: the summary groups digits the en-US way (core spec §9). */
export const ThousandsOfRows: Story = {
  args: { page: 200, totalCount: 2000 },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 1,991 to 2,000 of 2,000 results')).toBeVisible();
  },
};

/** No rows at all: no summary line, since there is nothing to summarise. */
export const NothingToSummarise: Story = {
  args: { totalCount: 0 },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/^Showing/)).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Page 1' })).toBeNull();
  },
};

/** At the end of 50 pages: pages 46-50, Next disabled. */
export const WindowAtEnd: Story = {
  args: { page: 50 },
  play: async ({ canvas, canvasElement }) => {
    await expect(pageNumbers(canvasElement)).toEqual(['46', '47', '48', '49', '50']);
    await expect(canvas.getByRole('button', { name: 'Page 50' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await expect(canvas.getByText('Showing 491 to 500 of 500 results')).toBeVisible();
  },
};

/** Clicking a page number, Next and Previous calls back with that page and the same size. */
export const ClickingCallsBack: Story = {
  args: { page: 10 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Page 12' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 12, pageSize: 10 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 11, pageSize: 10 });
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 9, pageSize: 10 });
    // The current page is not a navigation: pressing it does nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 10' }));
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/**
 * More pages than numbers shown: First and Last beside Previous and Next reach either end in one
 * press (disabled at that end); a list of at most 5 pages keeps the spec's row without them.
 */
export const FirstAndLast: Story = {
  args: { page: 25 },
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'First page' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 10 });
    await userEvent.click(canvas.getByRole('button', { name: 'Last page' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 50, pageSize: 10 });
  },
};

/** At either end, the button to that end is disabled; five pages or fewer show neither. */
export const FirstAndLastAtTheEnds: Story = {
  parameters: { screenshot: false },
  render: ({ onChange }) => (
    <>
      <PaginationBar label="At the start" page={1} pageSize={10} totalCount={500} onChange={onChange} />
      <PaginationBar label="At the end" page={50} pageSize={10} totalCount={500} onChange={onChange} />
      <PaginationBar label="Five pages" page={1} pageSize={10} totalCount={50} onChange={onChange} />
    </>
  ),
  play: async ({ canvas }) => {
    const start = within(canvas.getByRole('navigation', { name: 'At the start' }));
    await expect(start.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(start.getByRole('button', { name: 'Last page' })).toBeEnabled();
    const end = within(canvas.getByRole('navigation', { name: 'At the end' }));
    await expect(end.getByRole('button', { name: 'First page' })).toBeEnabled();
    await expect(end.getByRole('button', { name: 'Last page' })).toBeDisabled();
    const five = within(canvas.getByRole('navigation', { name: 'Five pages' }));
    await expect(five.queryByRole('button', { name: 'First page' })).toBeNull();
    await expect(five.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
  },
};

function StatefulPagination(props: PaginationBarProps) {
  const [request, setRequest] = useState<PageRequest>({ page: props.page, pageSize: props.pageSize });
  return (
    <PaginationBar
      {...props}
      page={request.page}
      pageSize={request.pageSize}
      onChange={(next) => {
        props.onChange(next);
        setRequest(next);
      }}
    />
  );
}

/**
 * The sizes offered are 5, 10, 25, 50 and 100 (core spec §2.1); choosing one calls back with
 * the new size and page 1 (core spec §4: changing page size returns to page 1).
 */
export const ChangingSizeReturnsToPageOne: Story = {
  args: { page: 7 },
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Rows per page/ }));
    const listbox = await within(canvasElement.ownerDocument.body).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['5', '10', '25', '50', '100']);
    await userEvent.click(within(listbox).getByRole('option', { name: '25' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 25 });
    // 500 rows at 25 a page: 20 pages, back on the first.
    await waitFor(() => expect(canvas.getByText('Showing 1 to 25 of 500 results')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** With one page and `hideWhenSinglePage`, nothing is shown (platform spec §2.2 and §2.5). */
export const HiddenWithOnePage: Story = {
  args: { totalCount: 7, hideWhenSinglePage: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    await expect(canvas.queryByText(/Showing/)).toBeNull();
  },
};

/** The same list with two pages does show the bar. */
export const ShownWithTwoPages: Story = {
  args: { totalCount: 11, hideWhenSinglePage: true, showPageSizeSelector: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2']);
    await expect(canvas.getByText('Showing 1 to 10 of 11 results')).toBeVisible();
  },
};

/** Scheduled calls: the API answers only a page count; the line reads "Showing page X of Y" (platform spec §2.5). */
export const PageOfSummary: Story = {
  args: { page: 3, totalCount: undefined, totalPages: 8, summary: 'pageOf', showPageSizeSelector: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing page 3 of 8')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Rows per page/ })).toBeNull();
  },
};

/** Admins: "Showing X-Y of N admins" (platform spec §2.10). */
export const AdminsSummary: Story = {
  args: { page: 2, totalCount: 23, summary: 'admins' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Showing 11-20 of 23 admins')).toBeVisible();
  },
};

/** Admins, none matching: "No admins found" (platform spec §2.10), and no page buttons. */
export const NoAdminsFound: Story = {
  args: { page: 1, totalCount: 0, summary: 'admins' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No admins found')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};

/** Blog subscriptions: a fixed 50 a page (core spec §9), so no size selector. */
export const FixedPageSize: Story = {
  args: { page: 1, pageSize: 50, totalCount: 1234, showPageSizeSelector: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: /Rows per page/ })).toBeNull();
    await expect(canvas.getByText('Showing 1 to 50 of 1,234 results')).toBeVisible();
    await expect(pageNumbers(canvasElement)).toEqual(['1', '2', '3', '4', '5']);
  },
};

/** While a page loads, the controls are disabled so a second click cannot race the first. */
export const Disabled: Story = {
  args: { page: 4, isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 5' })).toBeDisabled();
  },
};

/** Narrow screens: the controls wrap under the summary instead of overflowing. */
export const Narrow: Story = {
  args: { page: 25 },
  render: (args) => (
    <div className={narrowFrame}>
      <PaginationBar {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    // Nothing sticks out of the 360px frame.
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};

export const Dark: Story = {
  args: { page: 25 },
  parameters: { theme: 'dark' },
};

import { OTHER_SITE_IMAGE_ERROR } from '@aac/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent as globalUser, waitFor, within } from 'storybook/test';
import { noControl, textControl } from '../../docs/controls';
import { LazyRichTextEditor } from './LazyRichTextEditor';
import RichTextEditor, {
  IMAGE_ADDRESS_ERROR,
  LINK_ADDRESS_ERROR,
  type RichTextEditorProps,
} from './RichTextEditor';
import coverUrl from './story-cover.svg?no-inline';

// Served as a file, never inlined as a data: url (the editor takes images by address only).
const COVER = new URL(coverUrl, window.location.href).href;

/** A post with every kind of block the toolbar makes: headings, marks, lists, a quote, a link, an image, a table. */
const RICH_POST = `<h2>Starting with core words</h2>
<p>Core words are the <strong>small, frequent words</strong> a child can use <em>everywhere</em>: <u>more</u>, <s>want</s> <code>stop</code>, go. Read the <a href="https://example.org/core-words">core word guide</a> first.</p>
<img src="${COVER}" alt="A speech bubble on a blue and green gradient">
<h3>Three steps for this week</h3>
<ol><li><p>Model one word at every meal.</p></li><li><p>Wait five seconds before you help.</p></li><li><p>Celebrate every attempt.</p></li></ol>
<ul><li><p>Keep the board within reach.</p></li><li><p>Use the same word for the same thing.</p></li></ul>
<blockquote><p>"She asked for more by herself on day four." A parent</p></blockquote>
<table><tbody><tr><th><p>Day</p></th><th><p>Word</p></th><th><p>Times used</p></th></tr><tr><td><p>Monday</p></td><td><p>more</p></td><td><p>3</p></td></tr><tr><td><p>Tuesday</p></td><td><p>go</p></td><td><p>5</p></td></tr></tbody></table>`;

/** The XSS corpus the preview must render inert: script, handlers, javascript: links, frames, styles. */
const HOSTILE_POST = `<p>Before</p><script>window.__richTextPwned = 'script'</script>
<img src="x" alt="" onerror="window.__richTextPwned = 'img'">
<p><a href="javascript:window.__richTextPwned='link'">Click me</a></p>
<svg onload="window.__richTextPwned = 'svg'"><circle r="4"></circle></svg>
<iframe srcdoc="<script>parent.__richTextPwned = 'iframe'</script>"></iframe>
<p style="position:fixed;inset:0">Covering text</p><p>After</p>`;

const meta = {
  title: 'Forms/RichTextEditor',
  component: RichTextEditor,
  tags: ['autodocs'],
  argTypes: {
    description: textControl,
    onChange: noControl,
  },
  args: { label: 'Content', onChange: fn() },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/**
 * Presses a toolbar button and waits until the editor has the focus back: the editor's focus
 * command returns it on the next animation frame, and keys typed before then reach the button.
 */
async function pressTool({ canvas, userEvent }: PlayContext, name: string) {
  await userEvent.click(canvas.getByRole('button', { name }));
  await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Content' })).toHaveFocus());
}

/** A controlled editor, as a form holds it: the HTML it reports is the HTML it shows. */
function Controlled(props: RichTextEditorProps) {
  const [html, setHtml] = useState(props.value ?? props.defaultValue ?? '');
  return (
    <RichTextEditor
      {...props}
      value={html}
      onChange={(next) => {
        setHtml(next);
        props.onChange?.(next);
      }}
    />
  );
}

/** Typing and the toolbar give HTML; the toolbar is one tab stop whose buttons arrow keys reach. */
export const Writing: Story = {
  args: { placeholder: 'Write the post…', isRequired: true },
  // Ends with the pointer on Undo, whose tooltip may or may not have appeared: no stable picture.
  parameters: { screenshot: false },
  render: (args) => <Controlled {...args} />,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const text = canvas.getByRole('textbox', { name: 'Content' });
    await expect(text).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('toolbar', { name: 'Content formatting' })).toBeVisible();
    await userEvent.click(text);
    await userEvent.keyboard('Hello ');
    await pressTool(context, 'Bold');
    await userEvent.keyboard('world');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p dir="auto">Hello <strong>world</strong></p>');

    // A heading from the toolbar, a list from the keyboard's Markdown shortcut.
    await pressTool(context, 'Heading');
    await expect(args.onChange).toHaveBeenLastCalledWith('<h2 dir="auto">Hello <strong>world</strong></h2>');
    await userEvent.keyboard('{Enter}');
    await pressTool(context, 'Bold');
    await userEvent.keyboard('- first');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<h2 dir="auto">Hello <strong>world</strong></h2><ul><li><p dir="auto">first</p></li></ul>',
    );

    // Undo takes the last step back.
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(args.onChange).not.toHaveBeenLastCalledWith(
      '<h2 dir="auto">Hello <strong>world</strong></h2><ul><li><p dir="auto">first</p></li></ul>',
    );
  },
};

/**
 * Keyboard: the Write tab, then the toolbar, whose buttons the arrow keys reach; the
 * shortcuts work in the text. (Tab leaves the toolbar for the text in a real browser: react-aria
 * moves focus to the toolbar's end and lets the browser go on, which a simulated Tab cannot show.)
 */
export const KeyboardOnly: Story = {
  args: { defaultValue: '<p>Tap the board.</p>' },
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Write' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Italic' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    const text = canvas.getByRole('textbox', { name: 'Content' });
    text.focus();
    await userEvent.keyboard('{Control>}a{/Control}{Control>}b{/Control}');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p dir="auto"><strong>Tap the board.</strong></p>');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** Every block the toolbar makes, as the editor shows it. */
export const RichContent: Story = {
  args: { defaultValue: RICH_POST, description: 'Shown on the blog as written here.' },
  play: async ({ canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'Content' });
    await expect(text).toHaveAccessibleDescription('Shown on the blog as written here.');
    await expect(
      within(text).getByRole('img', { name: 'A speech bubble on a blue and green gradient' }),
    ).toBeVisible();
    await expect(within(text).getByRole('table')).toBeVisible();
    await expect(within(text).getByRole('link', { name: 'core word guide' })).toHaveAttribute(
      'href',
      'https://example.org/core-words',
    );
  },
};

/** Preview shows the post as readers will, sanitised: nothing in the hostile post runs or covers the page. */
export const PreviewIsSanitised: Story = {
  args: { defaultValue: HOSTILE_POST, defaultMode: 'preview' },
  play: async ({ canvas, canvasElement }) => {
    const preview = canvas.getByRole('region', { name: 'Preview of Content' });
    await expect(within(preview).getByText('Before')).toBeVisible();
    await expect(within(preview).getByText('After')).toBeVisible();
    await expect(within(preview).getByText('Click me')).not.toHaveAttribute('href');
    await expect(preview.querySelector('script, iframe, [onerror], [onload], [style]')).toBeNull();
    await expect(canvasElement.querySelector('script, iframe')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect((window as { __richTextPwned?: string }).__richTextPwned).toBeUndefined();
  },
};

/** Write and Preview switch without losing the text or its undo history. */
export const SwitchingToPreview: Story = {
  args: { defaultValue: RICH_POST },
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    const preview = canvas.getByRole('region', { name: 'Preview of Content' });
    await expect(within(preview).getByRole('heading', { name: 'Starting with core words' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Content' })).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Write' }));
    await expect(canvas.getByRole('textbox', { name: 'Content' })).toBeVisible();
  },
};

/** An empty post has nothing to preview, and says so. */
export const EmptyPreview: Story = {
  args: { defaultMode: 'preview' },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to preview yet.')).toBeVisible();
  },
};

/** A link on the selected words; an address that is not a web or mail address is refused inline. */
export const AddingALink: Story = {
  args: { defaultValue: '<p>Read the guide</p>' },
  render: (args) => <Controlled {...args} />,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent, args }) => {
    const text = canvas.getByRole('textbox', { name: 'Content' });
    await userEvent.click(text);
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const body = within(document.body);
    const address = await body.findByRole('textbox', { name: 'Link address' });
    await expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(body.getByRole('button', { name: 'Apply' }));
    await expect(address).toHaveAccessibleDescription(LINK_ADDRESS_ERROR);
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.org/guide{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Link' })).toBeNull());
    await expect(args.onChange).toHaveBeenLastCalledWith(
      '<p dir="auto"><a rel="noopener noreferrer nofollow" href="https://example.org/guide">Read the guide</a></p>',
    );
    await expect(canvas.getByRole('button', { name: 'Link' })).toHaveAttribute('data-selected', 'true');
  },
};

/** An image by its address, with a description for people who cannot see it. */
export const InsertingAnImage: Story = {
  args: { defaultValue: '<p>Our new board</p>' },
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Content' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Insert image' }));
    const body = within(document.body);
    const address = await body.findByRole('textbox', { name: 'Image address' });
    await userEvent.click(body.getByRole('button', { name: 'Insert' }));
    await expect(address).toHaveAccessibleDescription('Enter the image address');
    await userEvent.type(address, 'ftp://example.org/a.png');
    await userEvent.click(body.getByRole('button', { name: 'Insert' }));
    await expect(address).toHaveAccessibleDescription(IMAGE_ADDRESS_ERROR);
    await userEvent.clear(address);
    await userEvent.click(address);
    await userEvent.paste(COVER);
    await userEvent.type(body.getByRole('textbox', { name: 'Description' }), 'A speech bubble');
    await userEvent.click(body.getByRole('button', { name: 'Insert' }));
    await expect(
      within(canvas.getByRole('textbox', { name: 'Content' })).getByRole('img', { name: 'A speech bubble' }),
    ).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringContaining(`<img src="${COVER}" alt="A speech bubble">`),
    );
  },
};

/**
 * An image on another site is refused before it is inserted, saying why and what to do: the admin
 * loads no image of another host, since each view would tell that host who is reading.
 */
export const ImageFromAnotherSiteRefused: Story = {
  args: { defaultValue: '<p>Our new board</p>' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Content' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Insert image' }));
    const body = within(document.body);
    const address = await body.findByRole('textbox', { name: 'Image address' });
    await userEvent.click(address);
    await userEvent.paste('https://tracker.example.net/pixel.gif');
    await userEvent.click(body.getByRole('button', { name: 'Insert' }));
    await expect(address).toHaveAccessibleDescription(OTHER_SITE_IMAGE_ERROR);
    await expect(body.getByText(OTHER_SITE_IMAGE_ERROR)).toBeVisible();
    await expect(address).toHaveValue('https://tracker.example.net/pixel.gif');
    await expect(within(canvas.getByRole('textbox', { name: 'Content' })).queryByRole('img')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.stringContaining('tracker.example.net'));
  },
};

/**
 * Each paragraph takes its direction from its first letters: an Arabic paragraph reads right to
 * left, an English one left to right, in the editor and in the HTML it gives.
 */
export const RightToLeftParagraphs: Story = {
  args: {
    defaultValue:
      '<h2>كلمات أساسية</h2><p>ابدأ بكلمة واحدة في كل وجبة.</p><p>Then add one word each week.</p>',
  },
  render: (args) => <Controlled {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const text = canvas.getByRole('textbox', { name: 'Content' });
    const [heading, arabic, english] = Array.from(text.querySelectorAll('h2, p'));
    await expect(heading?.matches(':dir(rtl)')).toBe(true);
    await expect(arabic?.matches(':dir(rtl)')).toBe(true);
    await expect(english?.matches(':dir(ltr)')).toBe(true);
    await userEvent.click(text);
    await userEvent.type(text, ' ✓');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringContaining(
        '<h2 dir="auto">كلمات أساسية</h2><p dir="auto">ابدأ بكلمة واحدة في كل وجبة.</p>',
      ),
    );
  },
};

/** A table with a header row; inside it, the toolbar offers rows, columns and removal. */
export const Tables: Story = {
  args: { defaultValue: '<p>Weekly words</p>' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('textbox', { name: 'Content' }));
    await expect(canvas.queryByRole('button', { name: 'Add row below' })).toBeNull();
    await pressTool(context, 'Insert table');
    // Tab moves from cell to cell inside a table.
    await userEvent.keyboard('Day{Tab}Word{Tab}Times used');
    await userEvent.click(canvas.getByRole('button', { name: 'Add row below' }));
    const table = within(canvas.getByRole('textbox', { name: 'Content' })).getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.stringContaining('<th><p dir="auto">Day</p></th>'),
    );
    await expect(canvas.getByRole('button', { name: 'Delete table' })).toBeEnabled();
  },
};

/** A refused save: the message under the text, which keeps what was written. */
export const Invalid: Story = {
  args: { defaultValue: '<p>Draft</p>', errorMessage: 'Content is required', isRequired: true },
  play: async ({ canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'Content' });
    await expect(text).toHaveAttribute('aria-invalid', 'true');
    await expect(text).toHaveAccessibleDescription('Content is required');
    await expect(text).toHaveTextContent('Draft');
  },
};

/** While a form saves: nothing can be typed or pressed. */
export const Disabled: Story = {
  args: { defaultValue: '<p>Locked while the post saves.</p>', isDisabled: true },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const text = canvas.getByRole('textbox', { name: 'Content' });
    await expect(text).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toBeDisabled();
  },
};

/** Without the Preview switch (a short help text, say). */
export const WithoutPreview: Story = {
  args: {
    label: 'Answer',
    showPreview: false,
    defaultValue: '<p>Open <strong>Settings</strong>, then <em>Voice</em>.</p>',
  },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tab', { name: 'Preview' })).toBeNull();
    await expect(canvas.getByRole('textbox', { name: 'Answer' })).toHaveTextContent(
      'Open Settings, then Voice.',
    );
  },
};

/** On a phone the toolbar wraps onto more lines; nothing is cut. */
export const Narrow: Story = {
  args: { defaultValue: RICH_POST },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Redo' })).toBeVisible();
  },
};

export const DarkTheme: Story = { ...RichContent, parameters: { theme: 'dark' } };

/** Through the lazy wrapper screens use: the editor's code loads on demand, then the editor appears. */
export const LoadedOnDemand: Story = {
  args: { defaultValue: '<p>Loaded on demand</p>' },
  parameters: { screenshot: false },
  render: (args) => <LazyRichTextEditor {...args} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: 'Content' })).toHaveTextContent(
      'Loaded on demand',
    );
    void globalUser;
  },
};

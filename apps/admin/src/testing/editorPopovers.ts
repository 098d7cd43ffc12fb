/** The rich-text editor's own small forms inside a screen's form dialog, as an admin uses them. */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { Canvas } from './tableQueries';

export const EDITOR_LINK = 'https://example.org/core-words';
export const EDITOR_IMAGE = '/uploads/core-board.png';

/**
 * Links the editor's text and inserts an image through the toolbar's popovers, checking after
 * each step that the host dialog is still open and nothing was saved: a popover's Apply, Insert
 * or Enter belongs to the popover, not to the post or article around it. A refused address (a
 * `javascript:` link) shows its error in the popover and saves nothing either.
 */
export async function linkAndImageThroughTheEditor(dialog: Canvas, dialogName: string, saves: () => number) {
  const unsaved = async () => {
    await expect(screen.getByRole('dialog', { name: dialogName })).toBeVisible();
    await expect(saves()).toBe(0);
  };
  const body = within(document.body);
  const editor = await dialog.findByRole('textbox', { name: 'Content' }, { timeout: 10_000 });
  await userEvent.click(editor);

  // With nothing selected, the address itself becomes the linked text.
  await userEvent.click(dialog.getByRole('button', { name: 'Link' }));
  const address = await body.findByRole('textbox', { name: 'Link address' });
  await userEvent.type(address, 'javascript:alert(1){Enter}');
  await expect(address).toHaveAccessibleDescription(/starts with https:\/\//);
  await unsaved();
  await userEvent.clear(address);
  await userEvent.type(address, EDITOR_LINK);
  await userEvent.click(body.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(body.queryByRole('dialog', { name: 'Link' })).toBeNull());
  await unsaved();
  await expect(within(editor).getByRole('link', { name: EDITOR_LINK })).toHaveAttribute('href', EDITOR_LINK);

  await userEvent.click(dialog.getByRole('button', { name: 'Insert image' }));
  const image = within(await body.findByRole('dialog', { name: 'Insert image' }));
  await userEvent.type(image.getByRole('textbox', { name: 'Image address' }), EDITOR_IMAGE);
  await userEvent.type(image.getByRole('textbox', { name: 'Description' }), 'A core word board{Enter}');
  await waitFor(() => expect(body.queryByRole('dialog', { name: 'Insert image' })).toBeNull());
  await unsaved();
  await expect(within(editor).getByRole('img', { name: 'A core word board' })).toHaveAttribute(
    'src',
    EDITOR_IMAGE,
  );
}

/** The saved HTML holds what the popovers added. */
export async function expectLinkAndImageIn(html: unknown) {
  await expect(html).toEqual(expect.stringContaining(`href="${EDITOR_LINK}"`));
  await expect(html).toEqual(expect.stringContaining(`src="${EDITOR_IMAGE}" alt="A core word board"`));
}

/** Queries of the list screen stories, by role and name as a person (or a screen reader) finds things. */
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

export type Canvas = ReturnType<typeof within>;

/**
 * The first line a person reads in a row header: the name, without an avatar's aria-hidden
 * initial or a second line under the name (an email, a diagnosis).
 */
export function rowHeaderName(cell: HTMLElement): string {
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && !node.parentElement?.closest('[aria-hidden="true"]')) return text;
  }
  return '';
}

/** The names in the row headers of table `label`, once it is not busy. */
export async function rowNames(canvas: Canvas, label: string): Promise<string[]> {
  const table = await canvas.findByRole('table', { name: label });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  return within(table).queryAllByRole('rowheader').map(rowHeaderName);
}

/** The page numbers the pagination bar offers. */
export function pageNumbers(canvas: Canvas): string[] {
  return canvas
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button: HTMLElement) => button.textContent ?? '');
}

/** Opens the picker named `label` (inside `container`, e.g. a dialog, or anywhere) and chooses `option`. */
export async function choose(label: RegExp, option: string, container: Canvas = screen): Promise<void> {
  await userEvent.click(container.getAllByRole('button', { name: label })[0] as HTMLElement);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The value a DescriptionList pairs with `label` (a <dt>/<dd> pair). */
export function describedValue(container: Canvas, label: string): HTMLElement {
  const term = container.getAllByRole('term').find((element: HTMLElement) => element.textContent === label);
  const value = term?.nextElementSibling;
  if (!(value instanceof HTMLElement)) throw new Error(`Nothing is listed as ${label}`);
  return value;
}

const MORE_ACTIONS = 'More actions for ';

/**
 * Presses the control named `name` ("Edit Maria Lopez", "Delete Maria Lopez") as a person would:
 * its button, or, for a row action behind the row's "More actions" menu, the menu's item.
 */
export async function pressRowAction(canvas: Canvas, name: string): Promise<void> {
  const target = await waitFor(() => {
    const button = canvas.queryByRole('button', { name });
    if (button) return { button, item: false };
    const trigger = canvas
      .queryAllByRole('button', { name: /^More actions for / })
      .find((candidate: HTMLElement) =>
        name.endsWith(` ${candidate.getAttribute('aria-label')?.slice(MORE_ACTIONS.length)}`),
      );
    if (trigger) return { button: trigger, item: true };
    throw new Error(`Nothing offers ${name}`);
  });
  await userEvent.click(target.button);
  if (target.item) await userEvent.click(await screen.findByRole('menuitem', { name }));
}

/** Opens the "More actions" menu of the row named `row` and returns its item named `name`. */
export async function rowMenuItem(canvas: Canvas, row: string, name: string): Promise<HTMLElement> {
  await userEvent.click(await canvas.findByRole('button', { name: `${MORE_ACTIONS}${row}` }));
  return screen.findByRole('menuitem', { name });
}

/** Whether `name` is offered anywhere: as a button, or in a row's "More actions" menu (opened to look). */
export async function isRowActionOffered(canvas: Canvas, name: string): Promise<boolean> {
  if (canvas.queryByRole('button', { name })) return true;
  for (const trigger of canvas.queryAllByRole('button', { name: /^More actions for / })) {
    // A row whose menu holds nothing it may do has a disabled trigger: nothing offered there.
    if ((trigger as HTMLButtonElement).disabled) continue;
    await userEvent.click(trigger);
    const offered = (await screen.findByRole('menu')).querySelector(`[aria-label="${name}"]`) !== null;
    await userEvent.keyboard('{Escape}');
    // Looking leaves nothing behind: no focus ring or tooltip on the last menu's button.
    await waitFor(() => expect(trigger).toHaveFocus());
    trigger.blur();
    await userEvent.unhover(trigger);
    if (offered) return true;
  }
  return false;
}

/** Presses the control named `button` (a row's action included) and returns the dialog named `name` it opens. */
export async function openDialog(canvas: Canvas, button: string, name: string): Promise<Canvas> {
  await pressRowAction(canvas, button);
  return within(await screen.findByRole('dialog', { name }));
}

/** The cells of the row named `name` in table `label`, by column header. */
export async function cellsOf(
  canvas: Canvas,
  label: string,
  name: string,
): Promise<Record<string, HTMLElement>> {
  const table = await canvas.findByRole('table', { name: label });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => {
      const header = candidate.querySelector<HTMLElement>('th[scope="row"]');
      return header !== null && rowHeaderName(header) === name;
    });
  if (!row) throw new Error(`No row for ${name}`);
  const cells = Array.from(row.querySelectorAll<HTMLElement>('th, td'));
  return Object.fromEntries(headers.map((header, index) => [header, cells[index] as HTMLElement]));
}

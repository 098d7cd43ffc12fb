import { expect, screen, userEvent, within } from 'storybook/test';

/**
 * Finds the toast saying `text` and keeps it on screen: the pointer rests on it, which pauses its
 * timer (a toast leaves after 3 s), so the story's picture shows it however busy the machine is.
 * Looked for in the toast region only, which loads with the first toast: a dialog's banner may
 * say the same words sooner.
 */
export async function heldToast(text: string | RegExp, timeout = 5_000): Promise<HTMLElement> {
  const region = await screen.findByRole('region', { name: 'Notifications' }, { timeout });
  const message = await within(region).findByText(text, {}, { timeout });
  await userEvent.hover(message);
  await expect(message).toBeVisible();
  return message;
}

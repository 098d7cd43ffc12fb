/**
 * Runs around every story test (Vitest project `stories`, real Chromium).
 * After a story has rendered and its play function has passed, the whole viewport is compared
 * with the committed baseline in `__screenshots__/` beside the stories file, so portals
 * (dialogs, toasts, menus) are part of the picture. A story opts out with
 * `parameters: { screenshot: false }` (only for stories whose pixels cannot be stable), or allows a
 * few differing pixels with `parameters: { screenshot: { allowedMismatchedPixels: n } }`.
 */
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// A picker's list, a menu and a tooltip's bubble load on the way to their first opening (the
// design system's lazyPart), as dialogs do: with the whole suite running on two cores, that first
// load can take longer than testing-library's default second. A missing element still fails.
configure({ asyncUtilTimeout: 5_000 });

type StoryTestContext = {
  story?: { id: string; parameters: { screenshot?: false | { allowedMismatchedPixels?: number } } };
};

afterEach(async (context) => {
  const { story } = context as unknown as StoryTestContext;
  const screenshot = story?.parameters.screenshot;
  if (!story || screenshot === false) return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(story.id, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
    ...(screenshot?.allowedMismatchedPixels
      ? { comparatorOptions: { allowedMismatchedPixels: screenshot.allowedMismatchedPixels } }
      : {}),
  });
});

// A screen story's fake that answered what the contract does not allow fails the story, even when
// the screen showed the error as a message (the client threw it, see
// apps/admin/src/testing/storyContract.ts, which keeps them under this key). Registered after the
// screenshot, so it runs first: its message says why a picture would differ.
afterEach(() => {
  const found = (globalThis as Record<symbol, string[] | undefined>)[Symbol.for('aac.storyContractProblems')];
  const problems = found?.splice(0) ?? [];
  if (problems.length > 0) {
    throw new Error(`A story fake answered against the contract:\n${problems.join('\n')}`);
  }
});

// The viewport is the picture: make <body> fill it so fixed overlays are inside the element.
// A text area's resize grip is drawn by the browser and changes between Chromium releases, so
// the pictures leave it out rather than fail on every browser update.
const style = document.createElement('style');
style.textContent =
  'html, body { min-height: 100vh; margin: 0; } body { padding: 16px; } textarea { resize: none !important; }';
document.head.appendChild(style);

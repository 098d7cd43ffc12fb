import { darkTheme, lightTheme } from '@aac/ui';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withColourMode } from './colourMode';

type StoryContext = Parameters<typeof withColourMode>[1];
type StoryFn = Parameters<typeof withColourMode>[0];

/** Runs the decorator as Storybook does: once per story, with the story's parameters and globals. */
function renderStory(
  name: string,
  options: { viewMode: 'docs' | 'story'; theme?: 'light' | 'dark'; toolbar?: 'light' | 'dark' },
) {
  const Story = (() => <p>{name}</p>) as unknown as StoryFn;
  const context = {
    viewMode: options.viewMode,
    parameters: options.theme ? { theme: options.theme } : {},
    globals: { theme: options.toolbar ?? 'light' },
  } as unknown as StoryContext;
  return render(withColourMode(Story, context) as ReactElement);
}

/** The element carrying the story's theme: the closest ancestor with a theme class. */
function themeOf(storyName: string) {
  const wrapper = screen.getByText(storyName).closest(`.${lightTheme}, .${darkTheme}`);
  if (!wrapper) return 'none';
  return wrapper.classList.contains(darkTheme) ? 'dark' : 'light';
}

const root = document.documentElement;

beforeEach(() => {
  root.className = '';
  root.removeAttribute('style');
});
afterEach(cleanup);

describe('colour mode on a docs page (all stories in one document)', () => {
  it('gives each story its own theme, whatever order they render in', () => {
    renderStory('Light story', { viewMode: 'docs' });
    renderStory('Dark story', { viewMode: 'docs', theme: 'dark' });
    renderStory('Another light story', { viewMode: 'docs' });

    expect(themeOf('Light story')).toBe('light');
    expect(themeOf('Dark story')).toBe('dark');
    expect(themeOf('Another light story')).toBe('light');
    // The wrapper sits inside the preview block, not on <html>.
    expect(screen.getByText('Dark story').closest(`.${darkTheme}`)).not.toBe(root);
  });

  it('leaves <html> to the toolbar, so a dark story does not darken the rest of the page', () => {
    renderStory('Light story', { viewMode: 'docs' });
    renderStory('Dark story', { viewMode: 'docs', theme: 'dark' });

    expect(root.classList.contains(lightTheme)).toBe(true);
    expect(root.classList.contains(darkTheme)).toBe(false);
  });

  it('follows the toolbar for stories that do not force a mode', () => {
    renderStory('Toolbar story', { viewMode: 'docs', toolbar: 'dark' });
    renderStory('Forced light story', { viewMode: 'docs', theme: 'light', toolbar: 'dark' });

    expect(themeOf('Toolbar story')).toBe('dark');
    expect(themeOf('Forced light story')).toBe('light');
  });
});

describe('colour mode on a story canvas (one story per document)', () => {
  it('puts the theme on <html>, so portals into <body> are themed too', () => {
    renderStory('Dark story', { viewMode: 'story', theme: 'dark' });

    expect(root.classList.contains(darkTheme)).toBe(true);
    expect(root.classList.contains(lightTheme)).toBe(false);
    expect(root.style.colorScheme).toBe('dark');
    // No extra wrapper: canvas pictures stay exactly as they were.
    expect(screen.getByText('Dark story').parentElement?.classList.contains(darkTheme)).toBe(false);
  });

  it('switches <html> back when the next story is light', () => {
    renderStory('Dark story', { viewMode: 'story', theme: 'dark' });
    cleanup();
    renderStory('Light story', { viewMode: 'story' });

    expect(root.classList.contains(lightTheme)).toBe(true);
    expect(root.classList.contains(darkTheme)).toBe(false);
  });
});

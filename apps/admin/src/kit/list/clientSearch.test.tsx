import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useClientSearch } from './clientSearch';

interface Link {
  platform: string;
  url: string;
}

const LINKS: readonly Link[] = [
  { platform: 'GitHub', url: 'https://github.com/aac-example' },
  { platform: 'Discord', url: 'https://discord.gg/aacexample' },
  { platform: 'Community 42', url: 'https://social.example.org/aac-42' },
];

let built = 0;
const textOf = (link: Link) => {
  built += 1;
  return `${link.platform} ${link.url}`;
};

describe('useClientSearch (lists searched in the browser)', () => {
  it('keeps, in order, the rows whose text contains the trimmed term in any case', () => {
    const { result, rerender } = renderHook(({ term }) => useClientSearch(LINKS, textOf, term), {
      initialProps: { term: '  AAC-EX ' },
    });
    expect(result.current.map((link) => link.platform)).toEqual(['GitHub']);
    rerender({ term: 'aac' });
    expect(result.current).toHaveLength(3);
    rerender({ term: 'nothing like it' });
    expect(result.current).toEqual([]);
  });

  it('keeps every row, the same array, for a blank term', () => {
    const { result } = renderHook(() => useClientSearch(LINKS, textOf, '   '));
    expect(result.current).toBe(LINKS);
  });

  it('builds each row text once per list, not at every keystroke', () => {
    built = 0;
    const { rerender } = renderHook(({ term }) => useClientSearch(LINKS, textOf, term), {
      initialProps: { term: 'g' },
    });
    for (const term of ['gi', 'git', 'gith', 'githu', 'github']) rerender({ term });
    expect(built).toBe(LINKS.length);
  });

  it('leaves the rows alone without a text (a list searched on the server)', () => {
    const { result } = renderHook(() => useClientSearch(LINKS, undefined, 'discord'));
    expect(result.current).toBe(LINKS);
  });
});

import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CreatedRowsProvider, useCreatedRowIds, useMarkCreated } from './createdRows';

function renderOn(initialScope: string) {
  let scope = initialScope;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CreatedRowsProvider scope={scope}>{children}</CreatedRowsProvider>
  );
  const rendered = renderHook(
    () => ({
      mark: useMarkCreated(),
      enterprises: useCreatedRowIds('/admin/enterprises'),
      members: useCreatedRowIds('/admin/enterprises/{id}/team-members'),
    }),
    { wrapper },
  );
  return {
    ...rendered,
    moveTo(next: string) {
      scope = next;
      rendered.rerender();
    },
  };
}

describe('rows created on a screen (marked "New" in its lists)', () => {
  it("marks a created record in its resource's own list, and no other", () => {
    const { result } = renderOn('/admin/enterprises');
    act(() => result.current.mark('enterprises', 7));
    act(() => result.current.mark('enterprises', 9));
    expect([...result.current.enterprises]).toEqual(['7', '9']);
    // A team member with the same id is another record in another list.
    expect(result.current.members.size).toBe(0);
    act(() => result.current.mark('teamMembers', 7));
    expect([...result.current.members]).toEqual(['7']);
  });

  it('forgets the marks once the admin moves to another screen, and does not bring them back', () => {
    const { result, moveTo } = renderOn('/admin/enterprises');
    act(() => result.current.mark('enterprises', 7));
    moveTo('/admin/users');
    expect(result.current.enterprises.size).toBe(0);
    moveTo('/admin/enterprises');
    expect(result.current.enterprises.size).toBe(0);
  });

  it('does nothing outside the admin frame', () => {
    const { result } = renderHook(() => ({
      mark: useMarkCreated(),
      ids: useCreatedRowIds('/admin/enterprises'),
    }));
    act(() => result.current.mark('enterprises', 7));
    expect(result.current.ids.size).toBe(0);
  });
});

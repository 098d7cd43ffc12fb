import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlTab } from './useUrlTab';

function renderAt(url: string) {
  let router: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    router ??= createMemoryRouter([{ path: '/admin/payments', element: children }], {
      initialEntries: [url],
    });
    return <RouterProvider router={router} />;
  };
  return renderHook(() => ({ tab: useUrlTab(['history', 'pricing'] as const), location: useLocation() }), {
    wrapper,
  });
}

describe('useUrlTab (the tab of a screen lives in the URL)', () => {
  it('opens the tab the URL names, the first one when it names none or an unknown one', () => {
    expect(renderAt('/admin/payments?tab=pricing').result.current.tab[0]).toBe('pricing');
    expect(renderAt('/admin/payments?tab=bogus').result.current.tab[0]).toBe('history');
  });

  it('keeps the first tab out of the URL and the other query values in it', () => {
    const { result } = renderAt('/admin/payments?q=visa');
    act(() => result.current.tab[1]('pricing'));
    expect(result.current.location.search).toBe('?q=visa&tab=pricing');
    act(() => result.current.tab[1]('history'));
    expect(result.current.location.search).toBe('?q=visa');
  });
});

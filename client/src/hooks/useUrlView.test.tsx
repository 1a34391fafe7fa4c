import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useUrlView } from './useUrlView';

function renderView(start: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[start]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ view: useUrlView(), location: useLocation() }), { wrapper });
}

describe(useUrlView.name, () => {
  it('reads keys with a fallback and keeps the hash when it changes the query', () => {
    const { result } = renderView('/tree/a?tab=Summary#pda');
    expect(result.current.view.read('tab')).toBe('Summary');
    expect(result.current.view.read('fit', 'ALL')).toBe('ALL');
    act(() => result.current.view.change({ tab: 'Elements' }));
    expect(result.current.location.search).toBe('?tab=Elements');
    expect(result.current.location.hash).toBe('#pda');
    act(() => result.current.view.change({ tab: null }));
    expect(result.current.location.search).toBe('');
  });

  it('two changes from the same render keep both keys (a click, then a keystroke)', () => {
    const { result } = renderView('/employer/jobs/1?page=2');
    const { change } = result.current.view;
    act(() => {
      change({ fit: 'NOT_ASSESSED', page: null }, { replace: true });
      change({ q: 'a', page: null }, { replace: true });
    });
    const params = new URLSearchParams(result.current.location.search);
    expect(params.get('fit')).toBe('NOT_ASSESSED');
    expect(params.get('q')).toBe('a');
    expect(params.has('page')).toBe(false);
  });

  it('readLatest answers the query as last written, before a render has caught up', () => {
    const { result } = renderView('/realtime?roster.q=A');
    const stale = result.current.view;
    act(() => {
      stale.change({ 'roster.q': 'Berg' }, { replace: true });
      // The render this `stale` belongs to still reads the old query; readLatest does not.
      expect(stale.read('roster.q')).toBe('A');
      expect(stale.readLatest('roster.q')).toBe('Berg');
    });
  });
});

import { EXAM_SECTIONS_CACHE_MS } from '@domain/timing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@client/app/store';
import { storeSession, stubApi } from '@client/test/stubApi';
import { rostersExamsApi } from './rostersApi';

const TYPE = 'a0000000-0000-4000-8000-000000000001';

afterEach(() => vi.useRealTimers());

describe('exam sections cache (seed 001: 24 h)', () => {
  it('keeps a form no screen shows for 24 h, then lets it go', async () => {
    vi.useFakeTimers();
    storeSession();
    const api = stubApi({ 'GET private/exam-sections/:id': [] });
    const store = makeStore();
    const read = () =>
      rostersExamsApi.endpoints.getExamSections.select({ id: TYPE })(
        // The store is typed by the base slice; the enhanced one adds only tags.
        store.getState() as never,
      );

    const subscription = store.dispatch(
      rostersExamsApi.endpoints.getExamSections.initiate({ id: TYPE }),
    );
    await subscription;
    subscription.unsubscribe();
    // Past RTK Query's default of 60 s unused, well inside the day.
    await vi.advanceTimersByTimeAsync(EXAM_SECTIONS_CACHE_MS - 60_000);
    expect(read().data).toEqual([]);

    const again = store.dispatch(rostersExamsApi.endpoints.getExamSections.initiate({ id: TYPE }));
    await again;
    again.unsubscribe();
    expect(api.paths().filter((p) => p.startsWith('GET private/exam-sections'))).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(EXAM_SECTIONS_CACHE_MS + 1000);
    expect(read().data).toBeUndefined();
  });
});

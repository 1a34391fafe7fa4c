import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '@client/app/store';
import { json, storeSession, stubApi } from '@client/test/stubApi';
import { jobPercent, useBulkReportForm } from './useBulkReportForm';

const job = (currentStep: number, outputFile?: string) => ({
  quartzJobUuid: 'job-1',
  status: outputFile ? 'COMPLETED' : 'RUNNING',
  currentStep,
  totalSteps: 4,
  statusMessage: `Step ${currentStep}`,
  collQuartzJobMetas: outputFile ? [{ outputFile }] : [],
});

describe(useBulkReportForm.name, () => {
  it('computes the percent from currentStep over totalSteps', () => {
    expect(jobPercent(null)).toBe(0);
    expect(jobPercent({ currentStep: 1, totalSteps: 4 })).toBe(25);
    expect(jobPercent({ currentStep: 3, totalSteps: 0 })).toBe(0);
  });

  it('polls until the output file appears, downloads it with ?jwt= and closes', async () => {
    storeSession('the.jwt.token');
    let polls = 0;
    const api = stubApi({
      'GET secure/bulkPDA/:job/status': () => {
        polls += 1;
        return json(polls < 3 ? job(polls) : job(4, '/api/v1/secure/bulkPDA/job-1/download'));
      },
      'GET secure/bulkPDA/:node/:level': job(0),
    });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    const onDone = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={makeStore()}>{children}</Provider>
    );
    const { result } = renderHook(() => useBulkReportForm('node-1', onDone), { wrapper });

    expect(result.current.canStart).toBe(false);
    act(() => result.current.setLevelUuid('level-6'));
    // Not inside act: act would hold every progress update back until the job ends.
    void result.current.start();

    await waitFor(() => expect(result.current.job?.statusMessage).toBe('Step 2'), {
      timeout: 3000,
    });
    expect(result.current.percent).toBe(50);
    expect(result.current.canStart).toBe(false);
    await waitFor(() => expect(onDone).toHaveBeenCalled(), { timeout: 3000 });
    expect(clicked).toEqual(['/api/v1/secure/bulkPDA/job-1/download?jwt=the.jwt.token']);
    expect(api.paths()[0]).toBe('GET secure/bulkPDA/node-1/level-6');
    click.mockRestore();
  });
});

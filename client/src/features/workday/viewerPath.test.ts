import { describe, expect, it } from 'vitest';
import { viewerPath } from './viewerPath';

describe('viewerPath', () => {
  it('names as much of endpoint, type and id as it is given, each encoded', () => {
    expect(viewerPath()).toBe('/integrations/workday');
    expect(viewerPath('e1')).toBe('/integrations/workday/e1');
    expect(viewerPath('e1', 'Candidate')).toBe('/integrations/workday/e1/Candidate');
    expect(viewerPath('e1', 'Worker', ' Ava M/x ')).toBe(
      '/integrations/workday/e1/Worker/Ava%20M%2Fx',
    );
    expect(viewerPath('e1', 'Email', '')).toBe('/integrations/workday/e1/Email');
  });

  it('drops an id without a type, and a type without an endpoint', () => {
    expect(viewerPath(undefined, 'Candidate', 'CAND-1234567')).toBe('/integrations/workday');
    expect(viewerPath('e1', undefined, 'CAND-1234567')).toBe('/integrations/workday/e1');
  });
});

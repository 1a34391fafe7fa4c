import { Permission } from '@domain/access';
import { describe, expect, it } from 'vitest';
import { actingUserProblem, runPrincipal, type ActingUser } from './job-principal';

const NEEDS = [Permission.HrSystemWrite, Permission.RosterRead];
const user = (groups: string[], enabled = true): ActingUser => ({
  userUuid: 'u1',
  userCode: 'jane',
  enabled,
  groups,
});

describe('actingUserProblem', () => {
  it('accepts an enabled user holding every right', () => {
    expect(actingUserProblem('u1', user(['premise:admin']), NEEDS)).toBeUndefined();
    expect(
      actingUserProblem('u1', user(['staffing:Riverside', 'recruiter:Riverside']), NEEDS),
    ).toBeUndefined();
  });

  it('names a missing, gone or disabled user', () => {
    expect(actingUserProblem(null, null, NEEDS)).toBe('The trigger names no user to act as');
    expect(actingUserProblem('u1', null, NEEDS)).toBe(
      "The trigger's creator (user u1) no longer exists",
    );
    expect(actingUserProblem('u1', user(['premise:admin'], false), NEEDS)).toBe(
      "The trigger's creator jane is disabled",
    );
  });

  it('names each right the user lacks', () => {
    expect(actingUserProblem('u1', user(['recruiter:Riverside']), NEEDS)).toBe(
      "The trigger's creator jane may not change records in the HR system (hr:write)",
    );
    expect(actingUserProblem('u1', user([]), NEEDS)).toBe(
      "The trigger's creator jane may not change records in the HR system (hr:write) or see rosters (roster:read)",
    );
  });
});

describe('runPrincipal', () => {
  it('takes the groups and names the run as the session', () => {
    expect(runPrincipal(user(['premise:admin']), 'r1')).toEqual({
      userUuid: 'u1',
      userCode: 'jane',
      sessionId: 'scheduler-run:r1',
      groups: ['premise:admin'],
    });
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { PREFERENCE_LIMITS } from '@domain/limits';
import type { Principal } from '@server/common/auth/principal';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { UserPreferencesService } from './user-preferences.service';
import { UsersErrorCode } from './users.exceptions';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

/**
 * Saved preferences over an in-memory table: each user reads their own (an administrator
 * anyone's) and saves only their own, within the key, size and count limits.
 */

const ann = { userUuid: 'ann', groups: [] } as unknown as Principal;
const admin = { userUuid: 'root', groups: ['premise:admin'] } as unknown as Principal;

let saved: Map<string, unknown>;
let service: UserPreferencesService;

beforeEach(async () => {
  saved = new Map([['ann/theme', 'dark']]);
  service = await serviceOver(
    UserPreferencesService,
    fake(UsersRepository, {
      findPreferences: async (user: string) =>
        [...saved]
          .filter(([k]) => k.startsWith(`${user}/`))
          .map(([k, value]) => ({ key: k.split('/')[1], value })),
      findPreference: async (user: string, key: string) =>
        saved.has(`${user}/${key}`) ? { value: saved.get(`${user}/${key}`) } : null,
      savePreference: async (user: string, key: string, value: unknown, limit: number) => {
        const id = `${user}/${key}`;
        const held = [...saved.keys()].filter((k) => k.startsWith(`${user}/`)).length;
        if (!saved.has(id) && held >= limit) return false;
        saved.set(id, value);
        return true;
      },
    }),
    fake(UsersService, { get: async () => ({}) }),
  );
});

const others = (verb: string) =>
  `${UsersErrorCode.OthersPreferences}: You may only ${verb} your own preferences`;

describe(UserPreferencesService.name, () => {
  it('reads one’s own, or anyone’s as an administrator', async () => {
    expect(await service.get(ann, 'ann', 'theme')).toEqual({ key: 'theme', value: 'dark' });
    expect(await service.get(ann, 'ann', 'never')).toEqual({ key: 'never', value: null });
    expect(await service.list(admin, 'ann')).toEqual([{ key: 'theme', value: 'dark' }]);
    expect(await refusalOf(service.list(ann, 'root'))).toBe(others('see'));
  });

  it('saves only one’s own, even for an administrator', async () => {
    await service.save(ann, 'ann', 'theme', 'light');
    expect(saved.get('ann/theme')).toBe('light');
    expect(await refusalOf(service.save(admin, 'ann', 'theme', 'x'))).toBe(others('change'));
  });

  it('refuses a key too long, a value too large, and a key past the count', async () => {
    expect(await refusalOf(service.save(ann, 'ann', 'k'.repeat(201), 1))).toBe(
      `${UsersErrorCode.PreferenceKeyTooLong}: key must be at most 200 characters`,
    );
    expect(
      await refusalOf(service.save(ann, 'ann', 'big', 'x'.repeat(PREFERENCE_LIMITS.valueBytes))),
    ).toMatch(
      new RegExp(
        `^${UsersErrorCode.PreferenceTooLarge}: value must be at most ${PREFERENCE_LIMITS.valueBytes} bytes`,
      ),
    );
    for (let i = saved.size; i < PREFERENCE_LIMITS.keysPerUser; i++)
      await service.save(ann, 'ann', `k${i}`, i);
    expect(await refusalOf(service.save(ann, 'ann', 'one-more', 1))).toMatch(
      new RegExp(`^${UsersErrorCode.TooManyPreferences}: `),
    );
    await service.save(ann, 'ann', 'theme', 'again');
  });
});

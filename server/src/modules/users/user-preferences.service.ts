import { PREFERENCE_LIMITS } from '@domain/limits';
import { Injectable } from '@nestjs/common';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import type { PreferenceDto } from './dto/preference.dto';
import { UsersRepository } from './users.repository';
import { UsersErrorCode, UsersException } from './users.exceptions';
import { UsersService } from './users.service';

/** Longest preference key; a longer one is refused by name. */
const MAX_KEY_LENGTH = 200;

/** A user's saved preferences: each reads their own (an admin anyone's), and saves only their own. */
@Injectable()
export class UserPreferencesService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: UsersService,
  ) {}

  async list(principal: Principal, userUuid: string): Promise<PreferenceDto[]> {
    this.checkSelfOrAdmin(principal, userUuid);
    return (await this.users.findPreferences(userUuid)).map(({ key, value }) => ({ key, value }));
  }

  /** One preference; its value is null when it was never saved. */
  async get(principal: Principal, userUuid: string, key: string): Promise<PreferenceDto> {
    this.checkSelfOrAdmin(principal, userUuid);
    const found = await this.users.findPreference(userUuid, key);
    return { key, value: found?.value ?? null };
  }

  async save(
    principal: Principal,
    userUuid: string,
    key: string,
    value: PreferenceDto['value'],
  ): Promise<PreferenceDto> {
    if (userUuid !== principal.userUuid)
      throw new UsersException(
        UsersErrorCode.OthersPreferences,
        'You may only change your own preferences',
      );
    if (key.length > MAX_KEY_LENGTH)
      throw new UsersException(
        UsersErrorCode.PreferenceKeyTooLong,
        `key must be at most ${MAX_KEY_LENGTH} characters`,
      );
    const bytes = Buffer.byteLength(JSON.stringify(value));
    if (bytes > PREFERENCE_LIMITS.valueBytes)
      throw new UsersException(
        UsersErrorCode.PreferenceTooLarge,
        `value must be at most ${PREFERENCE_LIMITS.valueBytes} bytes of JSON (this one is ${bytes})`,
        { limit: PREFERENCE_LIMITS.valueBytes, bytes },
      );
    await this.accounts.get(userUuid);
    if (!(await this.users.savePreference(userUuid, key, value, PREFERENCE_LIMITS.keysPerUser)))
      throw new UsersException(
        UsersErrorCode.TooManyPreferences,
        `A user keeps at most ${PREFERENCE_LIMITS.keysPerUser} preferences: save under an existing key, or use fewer keys`,
        { limit: PREFERENCE_LIMITS.keysPerUser },
      );
    return { key, value };
  }

  private checkSelfOrAdmin(principal: Principal, userUuid: string): void {
    if (userUuid !== principal.userUuid && !isAdmin(principal))
      throw new UsersException(
        UsersErrorCode.OthersPreferences,
        'You may only see your own preferences',
      );
  }
}

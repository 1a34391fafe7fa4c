import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm';
import { hotQuery } from '@server/common/db/hot-query';
import { SecurityGroup } from './entities/security-group.entity';
import { UserPreference } from './entities/user-preference.entity';
import { UserSecurityGroup } from './entities/user-security-group.entity';
import { User } from './entities/user.entity';
import type { UserFacts } from './dto/user.dto';

/** A user's facts ($1) for a read (findFacts): no registration record, the group codes. */
const USER_FACTS = `SELECT u.user_uuid AS "userUuid", u.user_code AS "userCode",
        u.email_address AS "emailAddress", u.first_name AS "firstName", u.last_name AS "lastName",
        u.enabled, u.locked, u.locked_until AS "lockedUntil", u.failed_auth_count AS "failedAuthCount",
        u.last_login AS "lastLogin", u.registration_record IS NOT NULL AS "hasPassword",
        ARRAY(SELECT g.security_group_code FROM user_security_groups g
               WHERE g.user_uuid = u.user_uuid) AS "groupCodes"
   FROM users u WHERE u.user_uuid = $1`;

@Injectable()
export class UsersRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private users(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(User);
  }

  findAllWithGroups(): Promise<User[]> {
    return this.users().find({
      relations: { collUserSecurityGroups: true },
      order: { lastName: 'ASC', firstName: 'ASC' },
    });
  }

  findByUuid(userUuid: string, manager?: EntityManager): Promise<User | null> {
    return this.users(manager).findOne({
      where: { userUuid },
      relations: { collUserSecurityGroups: true },
    });
  }

  /**
   * What a user read shows, in one statement (findByUuid takes two: TypeORM's DISTINCT query
   * for the relation, then the rows), undefined when there is no such user. `private/user` is
   * read on every page (issue 20).
   */
  async findFacts(userUuid: string): Promise<UserFacts | undefined> {
    return (await hotQuery<UserFacts>(this.dataSource, USER_FACTS, [userUuid]))[0];
  }

  findByCode(userCode: string): Promise<User | null> {
    return this.users().findOne({
      where: { userCode: userCode.toLowerCase() },
      relations: { collUserSecurityGroups: true },
    });
  }

  findByEmail(emailAddress: string): Promise<User | null> {
    return this.users()
      .createQueryBuilder('u')
      .leftJoinAndSelect('u.collUserSecurityGroups', 'g')
      .where('lower(u.email_address) = lower(:emailAddress)', { emailAddress })
      .getOne();
  }

  async insert(user: Partial<User>, manager?: EntityManager): Promise<void> {
    await this.users(manager).insert(user);
  }

  async update(userUuid: string, changes: Partial<User>, manager?: EntityManager): Promise<void> {
    await this.users(manager).update(userUuid, changes);
  }

  async replaceGroups(userUuid: string, codes: string[], manager: EntityManager): Promise<void> {
    const repo = manager.getRepository(UserSecurityGroup);
    await repo.delete({ userUuid });
    if (codes.length)
      await repo.insert(codes.map((securityGroupCode) => ({ userUuid, securityGroupCode })));
  }

  findSecurityGroups(): Promise<SecurityGroup[]> {
    return this.dataSource
      .getRepository(SecurityGroup)
      .find({ order: { securityGroupCode: 'ASC' } });
  }

  async existingGroupCodes(codes: string[]): Promise<string[]> {
    if (!codes.length) return [];
    const rows = await this.dataSource
      .getRepository(SecurityGroup)
      .createQueryBuilder('g')
      .where('g.security_group_code IN (:...codes)', { codes })
      .getMany();
    return rows.map((row) => row.securityGroupCode);
  }

  findPreferences(userUuid: string): Promise<UserPreference[]> {
    return this.dataSource
      .getRepository(UserPreference)
      .find({ where: { userUuid }, order: { key: 'ASC' } });
  }

  findPreference(userUuid: string, key: string): Promise<UserPreference | null> {
    return this.dataSource.getRepository(UserPreference).findOneBy({ userUuid, key });
  }

  /**
   * Saves under `key`; a new key only while the user has fewer than `maxKeys` (false: refused).
   * The user's row is locked meanwhile, so saves at once cannot pass the count together.
   */
  async savePreference(
    userUuid: string,
    key: string,
    value: unknown,
    maxKeys: number,
  ): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT 1 FROM users WHERE user_uuid = $1 FOR UPDATE`, [userUuid]);
      const [{ others }] = await manager.query(
        `SELECT count(*)::int AS others FROM user_preferences WHERE user_uuid = $1 AND key <> $2`,
        [userUuid, key],
      );
      if (others >= maxKeys) return false;
      // jsonb takes any JSON value; TypeORM's insert typing cannot express that.
      await manager
        .getRepository(UserPreference)
        .upsert({ userUuid, key, value } as QueryDeepPartialEntity<UserPreference>, [
          'userUuid',
          'key',
        ]);
      return true;
    });
  }
}

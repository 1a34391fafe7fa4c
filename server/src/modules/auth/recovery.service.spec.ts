import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClusterSync } from '@server/common/events/cluster-sync';
import { APP_CONFIG } from '@server/config/config.module';
import { AuditService } from '@server/modules/audit/audit.service';
import { JobsService } from '@server/modules/jobs/jobs.service';
import { MailService } from '@server/modules/mail/mail.service';
import { UserAccountsService, type UserAccount } from '@server/modules/users/user-accounts.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { AuthErrorCode } from './auth.exceptions';
import type { UserToken } from './entities/user-token.entity';
import {
  FORGOT_PASSWORD_RESULT,
  INVALID_LINK,
  PASSWORD_RESET_MAIL_JOB,
  RecoveryService,
} from './recovery.service';
import { SecretsService } from './secrets.service';
import { SessionsService } from './sessions.service';
import { SignInThrottleService } from './sign-in-throttle.service';

/**
 * Password reset links against in-memory accounts and tokens: fakes stand in for the token
 * table, the mail, the job queue and the account side effects, so the spec sees who gets a
 * link, which link still works, and what storing a new password ends. The OPAQUE exchange and
 * the row locks are the auth e2e suite's part.
 */

const RECORD = 'r'.repeat(64);
const INVALID = `${AuthErrorCode.InvalidLink}: ${INVALID_LINK}`;

const account = (userCode: string, enabled = true) =>
  ({
    userUuid: `uuid-${userCode}`,
    userCode,
    firstName: userCode,
    emailAddress: `${userCode}@example.com`,
    enabled,
  }) as UserAccount;

/** Does a stored token row match a TypeORM where (consumedAt: IsNull() meaning unused)? */
const matches = (row: UserToken, where: Partial<Record<keyof UserToken, unknown>>) =>
  Object.entries(where).every(([key, value]) =>
    key === 'consumedAt' ? row.consumedAt === null : row[key as keyof UserToken] === value,
  );

class World {
  accounts: UserAccount[] = [account('ann'), account('bob')];
  tokens: UserToken[] = [];
  mails: { to: string; text: string }[] = [];
  queued: { name: string; data: unknown }[] = [];
  jobs = new Map<string, (ctx: { data: unknown }) => Promise<void>>();
  records = new Map<string, string>();
  sessionsClosed: string[] = [];
  forgotten: string[] = [];
  audit: string[] = [];

  /** The link the last mail to `userCode` carried, as its token. */
  linkOf(userCode: string): string {
    const mail = this.mails.filter((m) => m.to === `${userCode}@example.com`).at(-1);
    if (!mail) throw new Error(`no mail to ${userCode}`);
    return decodeURIComponent(/token=([^\s"&]+)/.exec(mail.text)![1]);
  }

  service(): Promise<RecoveryService> {
    const tokens = {
      findOneBy: async ({ tokenHash }: { tokenHash: string }) =>
        this.tokens.find((t) => t.tokenHash === tokenHash) ?? null,
      update: async (where: Partial<UserToken>, fields: Partial<UserToken>) => {
        const hit = this.tokens.filter((t) => matches(t, where));
        for (const row of hit) Object.assign(row, fields);
        return { affected: hit.length };
      },
      insert: async (row: UserToken) => void this.tokens.push({ ...row }),
    };
    const manager = { getRepository: () => tokens };
    const byUuid = (uuid: string) => this.accounts.find((a) => a.userUuid === uuid) ?? null;
    return serviceOver(
      RecoveryService,
      fake(APP_CONFIG, { publicUrl: 'https://portal.example' }),
      fake(DataSource, {
        getRepository: () => tokens,
        transaction: (work: (m: object) => unknown) => work(manager),
      }),
      fake(UserAccountsService, {
        findByEmail: async (email: string) =>
          this.accounts.find((a) => a.emailAddress === email) ?? null,
        findByUuid: async (uuid: string) => byUuid(uuid),
        update: async (uuid: string, changes: { registrationRecord: string }) =>
          void this.records.set(uuid, changes.registrationRecord),
      }),
      fake(MailService, {
        send: async (mail: { to: string; text: string }) => void this.mails.push(mail),
      }),
      fake(SecretsService, {}),
      fake(SessionsService, {
        closeAllForUser: async (uuid: string) => void this.sessionsClosed.push(uuid),
      }),
      fake(AuditService, {
        record: async (entry: { action: string }) => void this.audit.push(entry.action),
      }),
      fake(SignInThrottleService, {
        forgetUser: async (uuid: string) => void this.forgotten.push(uuid),
      }),
      fake(JobsService, {
        register: async (name: string, run: (ctx: { data: unknown }) => Promise<void>) =>
          void this.jobs.set(name, run),
        enqueue: async (name: string, data: unknown) => void this.queued.push({ name, data }),
      }),
      fake(ClusterSync, { settled: async () => undefined }),
    );
  }

  /** Runs the queued reset-mail jobs, as the job queue would after the request. */
  async runQueued(): Promise<void> {
    for (const { name, data } of this.queued.splice(0)) await this.jobs.get(name)!({ data });
  }
}

let world: World;
let service: RecoveryService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
  await service.onModuleInit();
});

/** Asks for a reset of `userCode`'s address and runs the queued mail. */
async function resetLinkFor(userCode: string): Promise<string> {
  await service.forgotPassword(`  ${userCode}@example.com `, null);
  await world.runQueued();
  return world.linkOf(userCode);
}

describe('forgot password', () => {
  it('answers the same after the same work for a known, a disabled and an unknown address', async () => {
    world.accounts.push(account('cy', false));
    for (const email of ['ann@example.com', 'cy@example.com', 'nobody@example.com'])
      expect(await service.forgotPassword(email, null)).toBe(FORGOT_PASSWORD_RESULT);
    expect(world.queued.map((q) => q.name)).toEqual(Array(3).fill(PASSWORD_RESET_MAIL_JOB));
    expect(world.mails).toEqual([]);
  });

  it('mails a link to an enabled account only', async () => {
    world.accounts.push(account('cy', false));
    for (const email of ['ann@example.com', 'cy@example.com', 'nobody@example.com'])
      await service.forgotPassword(email, null);
    await world.runQueued();
    expect(world.mails.map((m) => m.to)).toEqual(['ann@example.com']);
    expect(world.tokens).toHaveLength(1);
    expect(world.audit).toEqual(['password-reset-requested']);
  });
});

describe('a reset link', () => {
  it('names its account, and stores the new record once, ending sessions and delays', async () => {
    const token = await resetLinkFor('ann');
    expect(await service.lookup(token)).toEqual({ userCode: 'ann' });
    expect(await service.storeRecord(token, RECORD, 'ANN ')).toEqual({ userCode: 'ann' });
    expect(world.records.get('uuid-ann')).toBe(RECORD);
    expect(world.sessionsClosed).toEqual(['uuid-ann']);
    expect(world.forgotten).toEqual(['uuid-ann']);
    expect(world.audit.at(-1)).toBe('password-reset');
    expect(await refusalOf(service.storeRecord(token, RECORD))).toBe(INVALID);
    expect(await refusalOf(service.lookup(token))).toBe(INVALID);
  });

  it('refuses a link that would set another account’s password, and stays usable', async () => {
    const token = await resetLinkFor('ann');
    expect(await refusalOf(service.storeRecord(token, RECORD, 'bob'))).toBe(INVALID);
    expect(world.records.size).toBe(0);
    expect(world.sessionsClosed).toEqual([]);
    expect(await service.storeRecord(token, RECORD, 'ann')).toEqual({ userCode: 'ann' });
  });

  it('stops working when a newer link is sent', async () => {
    const first = await resetLinkFor('ann');
    const second = await resetLinkFor('ann');
    expect(await refusalOf(service.lookup(first))).toBe(INVALID);
    expect(await service.lookup(second)).toEqual({ userCode: 'ann' });
  });

  it('stops working once expired, or once its account is disabled', async () => {
    const ann = await resetLinkFor('ann');
    world.tokens[0].expiresAt = new Date(Date.now() - 1);
    expect(await refusalOf(service.lookup(ann))).toBe(INVALID);

    const bob = await resetLinkFor('bob');
    world.accounts[1] = account('bob', false);
    expect(await refusalOf(service.storeRecord(bob, RECORD))).toBe(INVALID);
    expect(world.records.size).toBe(0);
  });

  it('refuses a record that is not an OPAQUE record before looking at the link', async () => {
    expect(await refusalOf(service.storeRecord('no-such-link', 'short'))).toBe(
      `${AuthErrorCode.BadOpaqueMessage}: The registration record is not a valid OPAQUE record`,
    );
  });
});

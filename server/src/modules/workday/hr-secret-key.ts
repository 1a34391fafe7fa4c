import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHmac } from 'node:crypto';
import { join } from 'node:path';
import { DataSource, EntityManager } from 'typeorm';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';
import { loadSecretKey, SecretBox } from './secret-box';
import { WorkdayErrorCode, WorkdayException } from './workday.exceptions';

/** The key file of an instance without HR_SECRET_KEY (the embedded demo's way). */
export const HR_KEY_FILE = 'workday-secret.key';
const ROW = 'hr-secret-key';
/** What the fingerprint is an HMAC of: fixed, so equal keys give equal fingerprints. */
const FINGERPRINT_OF = 'placement-portal: the HR secret key fingerprint, v1';

export function fingerprintOf(key: string): string {
  return createHmac('sha256', key).update(FINGERPRINT_OF).digest('base64url');
}

/** Start refused: the key differs from the one the database's HR secrets were sealed with. */
export class HrKeyMismatchError extends Error {}

/**
 * The key sealing the HR endpoints' secrets (decision 0043): HR_SECRET_KEY, the same on every
 * instance; unset, a key file generated once in DATA_DIR. The database keeps the fingerprint
 * of the key its secrets were sealed with, written with the first secret; an instance with
 * another key refuses to start, since it could neither open them nor seal ones the others open.
 */
@Injectable()
export class HrSecretKey implements OnModuleInit {
  readonly box: SecretBox;
  private readonly fingerprint: string;
  private readonly source: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    const file = join(config.dataDir, HR_KEY_FILE);
    const key = loadSecretKey(config.hrSecretKey, file);
    this.source = config.hrSecretKey ? 'HR_SECRET_KEY' : `the key file ${file}`;
    this.box = new SecretBox(key);
    this.fingerprint = fingerprintOf(key);
  }

  async onModuleInit(): Promise<void> {
    const stored = await this.stored(this.dataSource.manager);
    if (stored !== undefined) {
      if (stored !== this.fingerprint) throw new HrKeyMismatchError(this.mismatch());
      return;
    }
    // Secrets sealed before fingerprints were kept: the key must open them, then it is recorded.
    const [sealed]: { value: string }[] = await this.dataSource.query(
      'SELECT client_secret_encrypted AS value FROM workday_endpoints LIMIT 1',
    );
    if (!sealed) return;
    try {
      this.box.open(sealed.value);
    } catch {
      throw new HrKeyMismatchError(this.mismatch());
    }
    await this.claim(this.dataSource.manager);
  }

  /**
   * Before sealing: records this key's fingerprint if none is, and refuses (503) when another
   * instance recorded a different one since this one started.
   */
  async claim(manager: EntityManager): Promise<void> {
    await manager.query(
      `INSERT INTO workday_key_fingerprints (name, fingerprint) VALUES ($1, $2)
         ON CONFLICT (name) DO NOTHING`,
      [ROW, this.fingerprint],
    );
    if ((await this.stored(manager)) !== this.fingerprint)
      throw new WorkdayException(WorkdayErrorCode.KeyMismatch, this.mismatch());
  }

  private async stored(manager: EntityManager): Promise<string | undefined> {
    const [row]: { fingerprint: string }[] = await manager.query(
      'SELECT fingerprint FROM workday_key_fingerprints WHERE name = $1',
      [ROW],
    );
    return row?.fingerprint;
  }

  private mismatch(): string {
    return (
      `The HR secret key of this instance (from ${this.source}) is not the key the database's ` +
      `HR secrets were sealed with: set HR_SECRET_KEY to that key, the same on every instance ` +
      `(an instance that never had HR_SECRET_KEY keeps it in DATA_DIR/${HR_KEY_FILE})`
    );
  }
}

import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import * as opaque from '@serenity-kit/opaque';
import { createSecretKey, KeyObject, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { APP_CONFIG } from '@server/config/config.module';
import type { AppConfig } from '@server/config/app-config';

const JWT_SECRET = 'jwt-secret';
const OPAQUE_SETUP = 'opaque-server-setup';

/**
 * Creates a secret once (the first instance wins the insert) and answers the stored value,
 * so every instance signs and verifies with the same keys.
 */
async function ensureSecret(
  dataSource: DataSource,
  name: string,
  make: () => string,
): Promise<string> {
  await dataSource.query(
    `INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
    [name, make()],
  );
  const [row] = await dataSource.query(`SELECT value FROM server_secrets WHERE name = $1`, [name]);
  return row.value;
}

export async function loadServerSecrets(
  dataSource: DataSource,
  config: Pick<AppConfig, 'jwtSecret' | 'opaqueServerSetup'>,
) {
  await opaque.ready;
  return {
    jwtSecret:
      config.jwtSecret ??
      (await ensureSecret(dataSource, JWT_SECRET, () => randomBytes(48).toString('base64url'))),
    opaqueServerSetup:
      config.opaqueServerSetup ??
      (await ensureSecret(dataSource, OPAQUE_SETUP, () => opaque.server.createSetup())),
  };
}

@Injectable()
export class SecretsService implements OnModuleInit {
  private values?: { jwtSecret: string; opaqueServerSetup: string };
  private key?: KeyObject;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    this.values = await loadServerSecrets(this.dataSource, this.config);
  }

  get jwtSecret(): string {
    return this.require().jwtSecret;
  }

  /**
   * The JWT secret as a key object, for signing and verifying: given the string, jsonwebtoken
   * first tries (and fails) to parse it as a public key on every call, which was a tenth of a
   * node read's CPU time (issue 20, decision 0022). Same bytes, so the same tokens.
   */
  get jwtKey(): KeyObject {
    this.key ??= createSecretKey(Buffer.from(this.jwtSecret));
    return this.key;
  }

  get opaqueServerSetup(): string {
    return this.require().opaqueServerSetup;
  }

  private require() {
    if (!this.values) throw new Error('Server secrets are not loaded yet');
    return this.values;
  }
}

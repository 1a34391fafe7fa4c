import * as opaque from '@serenity-kit/opaque';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import supertest from 'supertest';
import { findFreePort } from '@server/bootstrap/ports';
import { registrationRecordFor } from '@server/modules/auth/opaque-registration';
import { signInOrFail, type KeyStretching, type SignedIn } from '../../support/auth-helpers';
import {
  requireBuiltServer,
  ROOT,
  SERVER_MAIN,
  spawnNode,
  waitUntil,
  type Spawned,
} from '../../support/processes';
import { databaseEnv, type TestDatabase } from '../../support/test-database';

/** The tests sign in dozens of times: a password hash of a millisecond, not a browser's second. */
const CHEAP_STRETCHING: KeyStretching = {
  'argon2id-custom': { iterations: 1, memory: 1024, parallelism: 1 },
};

export const NGINX = process.env.NGINX_PATH || '/usr/sbin/nginx';

export interface Instance {
  base: string;
  server: Spawned;
}

/**
 * docker/nginx.conf as the deployment runs it, with the upstream pointed at `ports`, the
 * listen port replaced, its files under `dir`, and each answer naming the instance that gave
 * it (X-Upstream), so a test can tell which instance answered.
 */
export function nginxConfig(ports: number[], listen: number, dir: string): string {
  const servers = ports.map((port) => `server 127.0.0.1:${port};`).join('\n    ');
  const deployed = readFileSync(join(ROOT, 'docker/nginx.conf'), 'utf8');
  const config = deployed
    .replace(/server app:\d+;/, servers)
    .replace(/listen \d+;/, `listen 127.0.0.1:${listen};`)
    .replace(
      'http {',
      `http {
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  add_header X-Upstream $upstream_addr always;`,
    );
  if (config === deployed) throw new Error('docker/nginx.conf did not take the test settings');
  return `pid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n${config.replace(/^worker_processes \w+;/m, 'worker_processes 1;')}`;
}

/** Resolves once the instance answers ready; fails with its output when it exits or never does. */
async function ready({ base, server }: Instance, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline && server.child.exitCode === null) {
    const answer = await fetch(`${base}/api/v1/public/health/ready`).catch((e: Error) => e);
    if (answer instanceof Response && answer.ok) return;
    last = answer instanceof Response ? `${answer.status} ${await answer.text()}` : answer.message;
    await new Promise((done) => setTimeout(done, 200));
  }
  throw new Error(`${base} not ready (${last}):\n${server.output()}`);
}

/** A portal of `count` instances on `database` behind nginx; `env` adds to each instance's. */
export class PortalCluster {
  readonly instances: Instance[] = [];
  private nginx?: ChildProcess;
  private readonly dir = mkdtempSync(join(tmpdir(), 'portal-cluster-'));
  readonly serverSetup = opaque.ready.then(() => opaque.server.createSetup());
  base = '';

  constructor(
    readonly database: TestDatabase,
    private readonly env: Record<string, string> = {},
  ) {}

  async start(count = 2): Promise<this> {
    requireBuiltServer();
    // All at once, as an orchestrator starts replicas: start-up work runs under a database
    // lock (decision 0042).
    await Promise.all(Array.from({ length: count }, () => this.startInstance()));
    await this.startNginx();
    return this;
  }

  async startInstance(): Promise<Instance> {
    const port = await findFreePort();
    const dataDir = join(this.dir, `data-${port}`);
    mkdirSync(dataDir);
    const server = spawnNode(SERVER_MAIN, [], {
      ...databaseEnv(this.database),
      PORT: String(port),
      DATA_DIR: dataDir,
      OPAQUE_SERVER_SETUP: await this.serverSetup,
      SEED_DEMO_DATA: 'false',
      TRUST_PROXY: 'loopback',
      // Dozens of sign-ins a minute from one address, each two calls.
      SIGN_IN_LIMIT_PER_ADDRESS: '1000',
      LOG_LEVEL: 'warn',
      WORKDAY_SIMULATOR_PORT: '0',
      ...this.env,
    });
    const instance = { base: `http://127.0.0.1:${port}`, server };
    await ready(instance);
    this.instances.push(instance);
    return instance;
  }

  private async startNginx(): Promise<void> {
    const listen = await findFreePort();
    const config = join(this.dir, 'nginx.conf');
    writeFileSync(
      config,
      nginxConfig(
        this.instances.map((i) => Number(new URL(i.base).port)),
        listen,
        this.dir,
      ),
    );
    this.nginx = spawn(NGINX, ['-p', this.dir, '-c', config, '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    this.base = `http://127.0.0.1:${listen}`;
    await waitUntil(
      async () => ((await fetch(`${this.base}/api/v1/public/health`)).ok ? true : undefined),
      15_000,
      'nginx',
    );
  }

  /** A supertest handle on an address (nginx's by default), for the auth helpers. */
  http(base = this.base) {
    return { http: () => supertest(base) };
  }

  private admin?: Promise<{ userCode: string; password: string }>;

  /** A new session of a premise admin (made straight in the database once), through nginx. */
  async signInAdmin(): Promise<SignedIn> {
    this.admin ??= this.createAdmin();
    const { userCode, password } = await this.admin;
    return signInOrFail(this.http(), userCode, password, CHEAP_STRETCHING);
  }

  private async createAdmin(): Promise<{ userCode: string; password: string }> {
    const userCode = `admin${randomUUID().slice(0, 8)}`;
    const password = randomUUID();
    const record = await registrationRecordFor(
      await this.serverSetup,
      userCode,
      password,
      CHEAP_STRETCHING,
    );
    const db = new Client({ connectionString: this.database.url });
    await db.connect();
    try {
      const [{ user_uuid: userUuid }] = (
        await db.query(
          `INSERT INTO users (user_uuid, user_code, email_address, first_name, last_name, registration_record)
           VALUES (gen_random_uuid(), $1::varchar, $1::varchar || '@example.com', 'Cluster', 'Tester', $2) RETURNING user_uuid`,
          [userCode, record],
        )
      ).rows;
      await db.query(
        `INSERT INTO security_groups (security_group_code, description)
         VALUES ('premise:admin', 'admins') ON CONFLICT DO NOTHING`,
      );
      await db.query(
        `INSERT INTO user_security_groups (user_uuid, security_group_code) VALUES ($1, 'premise:admin')`,
        [userUuid],
      );
    } finally {
      await db.end();
    }
    return { userCode, password };
  }

  async stop(): Promise<void> {
    this.nginx?.kill('SIGTERM');
    for (const { server } of this.instances.splice(0)) {
      if (server.child.exitCode === null) server.child.kill('SIGTERM');
      await server.exited;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}

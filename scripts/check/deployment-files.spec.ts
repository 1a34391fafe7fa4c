import { load } from 'js-yaml';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config/app-config';
import { WS_PATH } from '@server/modules/realtime/channel-rules';

// No Docker engine runs on our machines: the deployment files are read and checked against the
// app instead (decision 0044). The cluster test tier runs docker/nginx.conf itself.
const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

interface Service {
  image?: string;
  deploy?: { replicas?: number };
  environment?: Record<string, string>;
  healthcheck?: { test: string[] };
  ports?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
}
const compose = load(read('docker/compose.yml')) as { services: Record<string, Service> };
const app = compose.services.app;
const nginx = read('docker/nginx.conf');
const dockerfile = read('docker/Dockerfile');
/** The variables the README documents (its configuration table), all the app reads. */
const documented = new Set(
  [...read('README.md').matchAll(/^\| `([A-Z][A-Z0-9_]+)`/gm)].map((match) => match[1]),
);

/** The block of `directive` in nginx.conf (its first), without the braces. */
function block(directive: string): string {
  const start = nginx.indexOf(`${directive} {`);
  expect(start, `nginx.conf has a "${directive}" block`).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = nginx.indexOf('{', start); i < nginx.length; i++) {
    if (nginx[i] === '{') depth++;
    if (nginx[i] === '}' && --depth === 0) return nginx.slice(nginx.indexOf('{', start) + 1, i);
  }
  throw new Error(`Unclosed ${directive} block`);
}
const sizeInBytes = (size: string) =>
  Number.parseInt(size, 10) * { k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[size.slice(-1)]!;
const seconds = (value: string) => Number.parseInt(value, 10) * (value.endsWith('h') ? 3600 : 1);

describe('docker/compose.yml and docker/nginx.conf, in step with the app', () => {
  const config = loadConfig(app.environment ?? {}, root);

  it('runs several replicas of the app on one PostgreSQL, sharing one data volume', () => {
    expect(app.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(app.ports, 'replicas publish no port of their own: nginx does').toBeUndefined();
    expect(app.environment?.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(app.volumes).toContain(`app-data:${app.environment?.DATA_DIR}`);
  });

  it('gives the app a configuration it accepts, of variables it documents', () => {
    for (const name of Object.keys(app.environment ?? {})) expect(documented).toContain(name);
    expect(config.trustProxy).not.toBe(false);
  });

  it("balances over the app's port, and the image and health checks use that port", () => {
    const port = String(config.port);
    expect(block('upstream portal')).toMatch(new RegExp(`server app:${port};`));
    expect(dockerfile).toMatch(new RegExp(`^EXPOSE ${port}$`, 'm'));
    expect(dockerfile).toMatch(new RegExp(`PORT=${port}\\b`));
    expect(app.healthcheck?.test.join(' ')).toContain(
      `127.0.0.1:${port}/api/v1/public/health/ready`,
    );
    expect(dockerfile).toContain(`127.0.0.1:${port}/api/v1/public/health/ready`);
  });

  it('publishes nginx on the port PUBLIC_URL names, starting it once the app is ready', () => {
    const listen = block('server').match(/^\s*listen (\d+);/m)![1];
    const published = new URL(config.publicUrl).port;
    expect(compose.services.nginx.ports).toContain(`${published}:${listen}`);
    expect(compose.services.nginx.volumes).toContain('./nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(compose.services.nginx.depends_on?.app.condition).toBe('service_healthy');
  });

  it('upgrades the real-time channel and passes the client address on', () => {
    const ws = block(`location ${WS_PATH.slice(0, WS_PATH.indexOf('/', 1) + 1)}`);
    expect(ws).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(ws).toContain('proxy_set_header Connection $connection_upgrade;');
    for (const location of [ws, block('location /')]) {
      expect(location).toContain('proxy_pass http://portal;');
      expect(location).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
      expect(location).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
    }
  });

  it("lets the app's largest upload and slowest request through", () => {
    const http = block('http');
    const maxBody = http.match(/client_max_body_size (\w+);/)![1];
    expect(sizeInBytes(maxBody)).toBeGreaterThanOrEqual(config.uploadMaxRequestBytes);
    const readTimeout = http.match(/proxy_read_timeout (\w+);/)![1];
    expect(seconds(readTimeout) * 1000).toBeGreaterThanOrEqual(config.httpRequestTimeoutMs);
  });
});

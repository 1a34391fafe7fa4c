import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { generate as generateCertificate } from 'selfsigned';

/** HTTPS on 127.0.0.1 with a certificate made per run: the provider and the app under test. */

export interface TlsMaterial {
  cert: string;
  key: string;
}

/** A self-signed certificate for 127.0.0.1, the trust anchor of every TLS connection here. */
export async function generateTls(): Promise<TlsMaterial> {
  const pems = await generateCertificate([{ name: 'commonName', value: '127.0.0.1' }], {
    keySize: 2048,
    algorithm: 'sha256',
    extensions: [
      { name: 'basicConstraints', cA: true },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, keyCertSign: true },
      { name: 'extKeyUsage', serverAuth: true },
      { name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] },
    ],
  });
  return { cert: pems.cert, key: pems.private };
}

export function listen(server: Server, port = 0): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

/** Serves the Nest app's Fastify instance over HTTPS on a port chosen beforehand. */
export async function serveAppOverHttps(
  app: NestFastifyApplication,
  tls: TlsMaterial,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const fastify = app.getHttpAdapter().getInstance();
  const server = createServer({ cert: tls.cert, key: tls.key }, (req, res) =>
    fastify.routing(req, res),
  );
  await listen(server, port);
  return { url: `https://127.0.0.1:${port}`, close: () => closeServer(server) };
}

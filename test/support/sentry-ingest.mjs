// A local stand-in for Sentry's ingest (decision 0039): answers the envelope endpoint as Sentry
// does (200, CORS for browsers) and records every item, so tests see exactly what the SDKs
// sent. The API tier starts it in-process; the browser tier runs it beside the app
// (`node test/support/sentry-ingest.mjs <port>`) and reads what arrived from GET /received.
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * Splits an envelope (newline-delimited JSON: a header, then item header and payload pairs)
 * into `{ type, payload }` items.
 */
export function parseEnvelope(text) {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const items = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const { type } = JSON.parse(lines[i]);
    let payload;
    try {
      payload = JSON.parse(lines[i + 1]);
    } catch {
      payload = { raw: lines[i + 1] };
    }
    items.push({ type, payload });
  }
  return items;
}

/** Listens on `port` (0: any free one) of loopback; `dsn` points here. */
export async function startSentryIngest(port = 0) {
  const items = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', '*');
    if (request.method === 'OPTIONS') return void response.writeHead(204).end();
    if (request.method === 'GET' && request.url === '/received') {
      return void response
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(items));
    }
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      let body = Buffer.concat(chunks);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      if (/\/api\/\d+\/envelope\/?/.test(request.url ?? '')) {
        items.push(...parseEnvelope(body.toString('utf8')));
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', done));
  const bound = server.address().port;
  return {
    dsn: dsnFor(bound),
    origin: `http://127.0.0.1:${bound}`,
    items,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** The DSN of an ingest on this loopback port. */
export function dsnFor(port) {
  return `http://publickey0123456789@127.0.0.1:${port}/42`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const ingest = await startSentryIngest(Number(process.argv[2] || 0));
  console.log(`Sentry ingest listening at ${ingest.origin}`);
}

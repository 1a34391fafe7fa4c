// The floors bench:overhead measures the app against (issue 20), in a process of their own like
// the app: bare Node `http` answering a small JSON, and the same plus one indexed query on
// tree_nodes through a pg pool of 16. Prints its port on stdout once it listens.
//   node scripts/bench/floor-server.mjs plain
//   node scripts/bench/floor-server.mjs query <DATABASE_URL> <nodeUuid>
import { createServer } from 'node:http';
import pg from 'pg';

const [mode, databaseUrl, nodeUuid] = process.argv.slice(2);
const pool = mode === 'query' ? new pg.Pool({ connectionString: databaseUrl, max: 16 }) : undefined;

const answer = (res, body) => {
  const text = JSON.stringify(body);
  res.writeHead(200, {
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
};

const server = createServer((_req, res) => {
  if (!pool) return answer(res, { now: new Date().toISOString() });
  pool.query('SELECT node_uuid, description FROM tree_nodes WHERE node_uuid = $1', [nodeUuid]).then(
    ({ rows }) => answer(res, rows[0] ?? null),
    (error) => {
      res.writeHead(500);
      res.end(String(error.message));
    },
  );
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${server.address().port}\n`));
process.on('SIGTERM', () => {
  server.close();
  void pool?.end();
  process.exit(0);
});

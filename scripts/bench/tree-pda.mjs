// Benchmark (not a test): tree and PDA reads at scale, PDFs.
//   node scripts/bench/tree-pda.mjs [--scale 33] [--children 10000] [--samples 30]
// --scale 33 seeds about 100,000 nodes and 16,500 PDAs; --children makes one node with that
// many children through the API. Needs a build (npm run build).
import { arg, client, fmt, percentile, startInstance, timeIt } from './lib.mjs';

const SCALE = arg('scale', 33);
const CHILDREN = arg('children', 10000);
const SAMPLES = arg('samples', 30);
const TENANT = '00000000-0000-0000-0000-000000000000';

const instance = await startInstance({ scale: SCALE });
try {
  const c = client(instance.base);
  await c.signIn();
  const levels = await c.api('secure/levels');
  const level = (name) => levels.find((l) => l.description === name).levelUuid;
  const tenant = await c.api(`secure/nodes/${TENANT}`);
  const clientNode = tenant.collTreeNodes[0];
  const allNodes = await c.api('secure/nodes');

  // One shop with many sections: the node API with 10,000 children.
  const shop = await c.api(
    `private/nodes/${clientNode.nodeUuid}/_actions/create/${level('Production Shop')}/Bench%20Shop`,
    { method: 'PATCH' },
  );
  const createStarted = Date.now();
  for (let i = 0; i < CHILDREN; i += 16) {
    await Promise.all(
      Array.from({ length: Math.min(16, CHILDREN - i) }, (_, j) =>
        c.api(
          `private/nodes/${shop.nodeUuid}/_actions/create/${level('Production Section')}/Section%20${i + j}`,
          { method: 'PATCH' },
        ),
      ),
    );
  }
  const createSeconds = (Date.now() - createStarted) / 1000;
  const bigNode = await timeIt(SAMPLES, () => c.api(`secure/nodes/${shop.nodeUuid}`));
  const allRead = await timeIt(Math.min(SAMPLES, 10), () => c.api('secure/nodes'));
  const subtreeSum = await timeIt(SAMPLES, () =>
    c.api(`secure/pdasum/byNode/${clientNode.nodeUuid}`),
  );
  const subtreeAgg = await timeIt(SAMPLES, () => c.api(`secure/node/${TENANT}/agg-pda`));

  const node = await c.api(`secure/nodes/${clientNode.nodeUuid}`);
  const someShop = node.collTreeNodes.find(
    (n) => n.aTreeLevel.description === 'Production Shop' && n.nodeUuid !== shop.nodeUuid,
  );
  const pdaRows = await c.api(`secure/pdasum/byNode/${someShop.nodeUuid}`);
  const pdaUuid = pdaRows[0].sourcePDA.pdaUuid;
  await c.api(`secure/pda/${pdaUuid}/pdf`, { raw: true }); // warm the browser
  const pdf = await timeIt(Math.min(SAMPLES, 10), () =>
    c.api(`secure/pda/${pdaUuid}/pdf`, { raw: true }),
  );

  const bulkStarted = Date.now();
  const { quartzJobUuid } = await c.api(
    `secure/bulkPDA/${someShop.nodeUuid}/${level('Production Process')}`,
  );
  let status;
  for (;;) {
    status = await c.api(`secure/bulkPDA/${quartzJobUuid}/status`);
    if (status.status === 'COMPLETED' || status.status === 'FAILED') break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const bulkSeconds = (Date.now() - bulkStarted) / 1000;
  const bulkPdas = status.totalSteps - 1;

  console.log('\nTree and PDA benchmark (one app instance, embedded PostgreSQL)');
  console.log(`nodes / scale                       ${allNodes.length} nodes at scale ${SCALE}`);
  console.log(
    `created ${CHILDREN} children             ${createSeconds.toFixed(1)} s (${(CHILDREN / createSeconds).toFixed(0)}/s, 16 at a time)`,
  );
  console.log(
    `GET node with ${CHILDREN} children   p50 ${fmt(percentile(bigNode, 50))}  p95 ${fmt(percentile(bigNode, 95))}`,
  );
  console.log(
    `GET all visible nodes               p50 ${fmt(percentile(allRead, 50))}  p95 ${fmt(percentile(allRead, 95))}`,
  );
  console.log(
    `subtree PDA sums (a client)         p50 ${fmt(percentile(subtreeSum, 50))}  p95 ${fmt(percentile(subtreeSum, 95))}`,
  );
  console.log(
    `subtree aggregate (whole tenant)    p50 ${fmt(percentile(subtreeAgg, 50))}  p95 ${fmt(percentile(subtreeAgg, 95))}`,
  );
  console.log(
    `one PDA PDF, warm                   p50 ${fmt(percentile(pdf, 50))}  p95 ${fmt(percentile(pdf, 95))}`,
  );
  console.log(
    `bulk report                         ${bulkPdas} PDAs in ${bulkSeconds.toFixed(1)} s = ${(bulkPdas / bulkSeconds).toFixed(1)} PDAs/s (${status.status})`,
  );
} finally {
  await instance.stop();
}

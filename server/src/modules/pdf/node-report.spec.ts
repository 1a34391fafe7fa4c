import { levelUuidOf, TENANT_NODE_UUID, type TreeLevelName } from '@domain/tree-levels';
import type { NodeDto } from '@server/modules/tree/dto/node.dto';
import { nodeReportBody } from './node-report';

const child = (description: string, level: TreeLevelName, enabled = true) => ({
  nodeUuid: `id-${description}`,
  description,
  enabled,
  parentNodeUuid: 'shop',
  levelUuid: levelUuidOf(level),
  aTreeLevel: { levelUuid: levelUuidOf(level), description: level },
});

const shop: NodeDto = {
  nodeUuid: 'shop',
  description: 'Paint <Shop>',
  enabled: true,
  parentNodeUuid: 'client',
  levelUuid: levelUuidOf('Production Shop'),
  aTreeLevel: { levelUuid: levelUuidOf('Production Shop'), description: 'Production Shop' },
  ancestors: [
    {
      nodeUuid: TENANT_NODE_UUID,
      description: 'Tenant',
      enabled: true,
      parentNodeUuid: null,
      levelUuid: TENANT_NODE_UUID,
    },
    {
      nodeUuid: 'client',
      description: 'Riverside & Co',
      enabled: true,
      parentNodeUuid: TENANT_NODE_UUID,
      levelUuid: levelUuidOf('NAMC'),
    },
  ],
  collTreeNodes: [
    child('Budget 4711', 'Cost Center'),
    child('Sealing', 'Production Section'),
    child('Primer', 'Production Section', false),
  ],
  collPDAs: [],
  collJFFiles: [
    {
      fileUuid: 'f1',
      name: 'empty.txt',
      bytes: 0,
      zeroBytes: true,
      mimeType: 'text/plain',
      fileTypeUuid: null,
      created: '2025-09-01T08:00:00Z',
    },
  ],
  path: 'Riverside & Co / Paint <Shop>',
  version: 1,
};

describe(nodeReportBody.name, () => {
  const sut = nodeReportBody(shop, [
    { levelUuid: levelUuidOf('Production Section'), count: 2 },
    { levelUuid: levelUuidOf('Production Group'), count: 5 },
    { levelUuid: levelUuidOf('Cost Center'), count: 3 },
  ]).value;

  it('groups children by level and leaves Cost Center out', () => {
    expect(sut).toContain('Production Section');
    expect(sut).toContain('Sealing');
    expect(sut).toMatch(/Primer\s*<span class="badge grey">disabled<\/span>/);
    expect(sut).not.toContain('Budget 4711');
    expect(sut).not.toContain('Cost Center');
  });

  it('counts the visible levels below and escapes names', () => {
    expect(sut).toMatch(/<span class="value">7<\/span><span class="label">Nodes below/);
    expect(sut).toContain('Riverside &amp; Co');
    expect(sut).not.toContain('<Shop>');
  });

  it('flags empty files red', () => {
    expect(sut).toMatch(/empty\.txt\s*<span class="badge red">empty<\/span>/);
    expect(sut).toContain('flag-red');
  });
});

import type { EntityManager } from 'typeorm';
import { TreeNode } from '@server/modules/tree/entities/tree-node.entity';
import { levelUuidOf, TENANT_NODE_UUID, type TreeLevelName } from '@domain/tree-levels';
import {
  CLIENT_SITE_ZONES,
  CLIENT_SITES,
  NON_VEHICLE_SHOPS,
  PROCESS_OBJECTS,
  PROCESS_VERBS,
  VEHICLE_SHOPS,
} from './plant-names';
import { SeededRandom } from './random';

type NewNode = Pick<
  TreeNode,
  'nodeUuid' | 'description' | 'enabled' | 'parentNodeUuid' | 'levelUuid' | 'ancestors' | 'timeZone'
>;

/** Builds the plant trees in memory: client sites, shops, sections, groups, teams, processes. */
export class PlantTreeBuilder {
  readonly nodes: NewNode[] = [];

  constructor(private readonly random: SeededRandom) {}

  private add(parent: NewNode | null, level: TreeLevelName, description: string): NewNode {
    const node: NewNode = {
      nodeUuid: this.random.uuid(),
      description,
      // A few disabled nodes make the enable/disable screens meaningful in the demo.
      enabled: level === 'Production Process' ? this.random.next() > 0.02 : true,
      parentNodeUuid: parent ? parent.nodeUuid : TENANT_NODE_UUID,
      levelUuid: levelUuidOf(level),
      ancestors: parent ? [...parent.ancestors, parent.nodeUuid] : [TENANT_NODE_UUID],
      timeZone: null,
    };
    this.nodes.push(node);
    return node;
  }

  /** Adds a client site with its plant; answers the site's node uuid. */
  addClient(name: string, timeZone: string): string {
    const client = this.add(null, 'NAMC', name);
    client.timeZone = timeZone;
    for (const [shop, sections] of Object.entries(VEHICLE_SHOPS)) {
      this.addShop(client, 'Production Shop', shop, sections);
    }
    for (const [shop, sections] of Object.entries(NON_VEHICLE_SHOPS)) {
      this.addShop(client, 'Non-Vehicle', shop, sections);
    }
    return client.nodeUuid;
  }

  private addShop(client: NewNode, level: TreeLevelName, name: string, sections: string[]): void {
    const shop = this.add(client, level, name);
    this.add(shop, 'Cost Center', `CC ${this.random.int(1000, 9999)} ${name}`);
    for (const sectionName of sections) {
      const section = this.add(shop, 'Production Section', sectionName);
      const groups = this.random.int(2, 3);
      for (let g = 1; g <= groups; g++) {
        const group = this.add(section, 'Production Group', `${sectionName} Group ${g}`);
        const teams = this.random.int(2, 3);
        for (let t = 1; t <= teams; t++) {
          const team = this.add(
            group,
            'Production Team',
            `${sectionName} Team ${g}${String.fromCharCode(64 + t)}`,
          );
          const processes = this.random.int(3, 5);
          for (let p = 1; p <= processes; p++) {
            const verb = this.random.pick(PROCESS_VERBS);
            const object = this.random.pick(PROCESS_OBJECTS);
            this.add(
              team,
              'Production Process',
              `${verb} ${object} ${g}${String.fromCharCode(64 + t)}-${p}`,
            );
          }
        }
      }
    }
  }
}

/** The demo's n-th site's zone: the sites of one round lie in different zones. */
export function clientSiteZone(index: number): string {
  return CLIENT_SITE_ZONES[index % CLIENT_SITE_ZONES.length];
}

export function clientSiteName(index: number): string {
  const base = CLIENT_SITES[index % CLIENT_SITES.length];
  const round = Math.floor(index / CLIENT_SITES.length);
  if (round === 0) return base;
  // The first word is the client's scope in group codes, so it must differ per client.
  const [first, ...rest] = base.split(' ');
  return [`${first}${round + 1}`, ...rest].join(' ');
}

export async function insertInChunks<T extends object>(
  manager: EntityManager,
  target: new () => T,
  rows: object[],
  chunkSize = 1000,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(target)
      .values(rows.slice(i, i + chunkSize) as never)
      .execute();
  }
}

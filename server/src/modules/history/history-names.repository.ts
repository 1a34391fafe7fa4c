import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HistoryNames } from './history-words';
import type { referencesOf } from './history-words';

type References = ReturnType<typeof referencesOf>;

// A node by its name, then where it is under its client site (the tenant left out):
// "Press line (Riverside › Assembly)".
const NODE_NAME = `n.description || COALESCE(' (' ||
  (SELECT string_agg(a.description, ' › ' ORDER BY array_position(n.ancestors, a.node_uuid))
     FROM tree_nodes a WHERE a.node_uuid = ANY(n.ancestors[2:])) || ')', '')`;

/**
 * The names a page of history entries refers to (people, slots, nodes, pools, capabilities,
 * PDA fields), read in one round of set queries rather than one call per entry. A person or
 * node of a client site the caller may not read is left out, so its name stays hidden.
 * `clients` null: every site (admins).
 */
@Injectable()
export class HistoryNamesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async resolve(
    refs: References,
    peopleClients: string[] | null,
    treeClients: string[] | null,
  ): Promise<HistoryNames> {
    const [people, slots, nodes, pools, capabilities, fields] = await Promise.all([
      this.list(
        refs.people,
        `SELECT p.person_uuid AS key,
                p.first_name || ' ' || p.last_name || COALESCE(' (' || i.id || ')', '') AS name
           FROM persons p LEFT JOIN person_ids i ON i.id_uuid = p.primary_id_uuid
          WHERE p.person_uuid = ANY($1::uuid[])
            AND ($2::uuid[] IS NULL OR p.client_node_uuid = ANY($2::uuid[]))`,
        [peopleClients],
      ),
      this.list(
        refs.slots,
        `SELECT x.placement_uuid AS key,
                n.description || ', ' ||
                CASE x.shift WHEN 1 THEN 'first' WHEN 2 THEN 'second' ELSE x.shift::text END ||
                ' shift' || COALESCE(' (' ||
                  (SELECT string_agg(a.description, ' › ' ORDER BY array_position(n.ancestors, a.node_uuid))
                     FROM tree_nodes a WHERE a.node_uuid = ANY(n.ancestors[2:])) || ')', '') AS name
           FROM nhp_placements x JOIN tree_nodes n ON n.node_uuid = x.node_uuid
          WHERE x.placement_uuid = ANY($1::uuid[])
            AND ($2::uuid[] IS NULL OR n.ancestors[2] = ANY($2::uuid[]))`,
        [treeClients],
      ),
      this.list(
        refs.nodes,
        `SELECT n.node_uuid AS key, ${NODE_NAME} AS name FROM tree_nodes n
          WHERE n.node_uuid = ANY($1::uuid[])
            AND ($2::uuid[] IS NULL OR n.ancestors[2] = ANY($2::uuid[]))`,
        [treeClients],
      ),
      this.list(
        refs.pools,
        `SELECT nhp_pool_uuid AS key, description AS name FROM nhp_pools
          WHERE nhp_pool_uuid = ANY($1::uuid[])`,
        [],
      ),
      this.dataSource.query(
        `SELECT code, description, COALESCE(units, '') AS units FROM capabilities`,
      ),
      this.dataSource.query(
        `SELECT DISTINCT ON (pda_type_field_code) pda_type_field_code AS key, description AS name
           FROM pda_type_fields ORDER BY pda_type_field_code, description`,
      ),
    ]);
    const capabilityOf = new Map<string, { description: string; units: string }>(
      capabilities.map((c: { code: string; description: string; units: string }) => [c.code, c]),
    );
    const fieldOf = new Map<string, string>(
      fields.map((f: { key: string; name: string }) => [f.key, f.name]),
    );
    return {
      person: (uuid) => people.get(uuid),
      slot: (uuid) => slots.get(uuid),
      node: (uuid) => nodes.get(uuid),
      pool: (uuid) => pools.get(uuid),
      capability: (code) => capabilityOf.get(code),
      pdaField: (code) => fieldOf.get(code),
    };
  }

  private async list(keys: string[], sql: string, extra: unknown[]): Promise<Map<string, string>> {
    if (keys.length === 0) return new Map();
    const rows: { key: string; name: string }[] = await this.dataSource.query(sql, [
      keys,
      ...extra,
    ]);
    return new Map(rows.map((r) => [r.key, r.name]));
  }
}

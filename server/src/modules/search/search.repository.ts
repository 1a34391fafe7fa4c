import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { levelUuidOf } from '@domain/tree-levels';
import { DataSource } from 'typeorm';
import type { SearchKind } from './dto/search.dto';

/** At most this many answers of each kind, so one kind never crowds out the others. */
export const MAX_PER_KIND = 8;

/** One answer before its rank is dropped. */
export interface SearchHit {
  kind: SearchKind;
  url: string;
  title: string;
  description: string;
}

/**
 * The lists of client sites (node uuids; null: every site, for admins) whose rows the caller
 * reads, per kind of row: each the scopes of the permission that kind's own HTTP read checks.
 */
export interface SearchScopes {
  nodes: string[] | null;
  pdas: string[] | null;
  people: string[] | null;
  /** Sites or single pools (a scope may name a pool, decision 0031). */
  pools: string[] | null;
  /** Sites or pools whose KANBAN classes the caller may see (ClassesManage). */
  kanbanPools: string[] | null;
  users: boolean;
}

/** LIKE's wildcards and escape taken literally. */
function likePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// Exact match first, then a prefix, then anything containing the text; the shortest first.
const rank = (expr: string) =>
  `CASE WHEN ${expr} = $1 THEN 0 WHEN ${expr} LIKE $2 || '%' THEN 1 ELSE 2 END`;

const JOB_LEVEL = levelUuidOf('Production Process');

/**
 * The search's queries, one per kind, each served by a trigram index on the lower-cased text
 * it searches (migration FindAnything) and each limited to the sites its scopes list.
 */
@Injectable()
export class SearchRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Live tree nodes; those at the Production Process level are jobs, the rest nodes. */
  nodes(text: string, clients: string[] | null, jobs: boolean): Promise<SearchHit[]> {
    return this.dataSource.query(
      `SELECT $5::text AS kind, '/tree/' || n.node_uuid AS url, n.description AS title,
              l.description || ' in ' || COALESCE((
                SELECT string_agg(a.description, ' › ' ORDER BY x.ord)
                  FROM unnest(n.ancestors) WITH ORDINALITY AS x(id, ord)
                  JOIN tree_nodes a ON a.node_uuid = x.id WHERE x.ord > 1), 'the tenant') AS description
         FROM tree_nodes n JOIN tree_levels l ON l.level_uuid = n.level_uuid
        WHERE lower(n.description) LIKE '%' || $2 || '%' AND n.trashed_at IS NULL
          AND (n.level_uuid = $4) = $6
          AND ($3::uuid[] IS NULL OR n.node_uuid = ANY($3) OR n.ancestors[2] = ANY($3))
        ORDER BY ${rank('lower(n.description)')}, length(n.description), n.description
        LIMIT ${MAX_PER_KIND}`,
      [text, likePattern(text), clients, JOB_LEVEL, jobs ? 'job' : 'node', jobs],
    );
  }

  pdas(text: string, clients: string[] | null): Promise<SearchHit[]> {
    return this.dataSource.query(
      `SELECT 'pda' AS kind, '/tree/' || p.node_uuid || '#' || p.pda_uuid AS url, p.description AS title,
              'PDA (' || p.pda_status_enum || ') at ' || n.description AS description
         FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
        WHERE lower(p.description) LIKE '%' || $2 || '%' AND p.pda_status_enum <> 'DELETED'
          AND n.trashed_at IS NULL
          AND ($3::uuid[] IS NULL OR n.node_uuid = ANY($3) OR n.ancestors[2] = ANY($3))
        ORDER BY ${rank('lower(p.description)')}, length(p.description), p.description
        LIMIT ${MAX_PER_KIND}`,
      [text, likePattern(text), clients],
    );
  }

  /**
   * People by name or by one of their IDs (hidden ID types left out, as the person read
   * leaves them out), each once, with their primary ID and client site.
   */
  people(text: string, clients: string[] | null): Promise<SearchHit[]> {
    return this.dataSource.query(
      `WITH found AS (
         SELECT p.person_uuid, ${rank("lower(p.first_name || ' ' || p.last_name)")} AS rank
           FROM persons p
          WHERE lower(p.first_name || ' ' || p.last_name) LIKE '%' || $2 || '%'
            AND ($3::uuid[] IS NULL OR p.client_node_uuid = ANY($3))
         UNION ALL
         SELECT i.person_uuid, ${rank('lower(i.id)')}
           FROM person_ids i JOIN id_types t ON t.id_type_uuid = i.id_type_uuid
           JOIN persons p ON p.person_uuid = i.person_uuid
          WHERE lower(i.id) LIKE '%' || $2 || '%' AND NOT t.hidden
            AND ($3::uuid[] IS NULL OR p.client_node_uuid = ANY($3))),
       best AS (SELECT person_uuid, min(rank) AS rank FROM found GROUP BY person_uuid)
       SELECT 'person' AS kind, '/person/' || p.person_uuid AS url,
              p.first_name || ' ' || p.last_name AS title,
              concat_ws(' · ', 'Person ' || pid.id, c.description) AS description
         FROM best b JOIN persons p ON p.person_uuid = b.person_uuid
         JOIN tree_nodes c ON c.node_uuid = p.client_node_uuid
         LEFT JOIN person_ids pid ON pid.id_uuid = p.primary_id_uuid
        ORDER BY b.rank, p.last_name, p.first_name
        LIMIT ${MAX_PER_KIND}`,
      [text, likePattern(text), clients],
    );
  }

  /** New-hire classes of pools the caller sees; KANBAN ones only where they manage classes. */
  classes(
    text: string,
    pools: string[] | null,
    kanbanPools: string[] | null,
  ): Promise<SearchHit[]> {
    return this.dataSource.query(
      `SELECT 'class' AS kind, '/nhp-class/' || c.nhp_class_uuid AS url, c.description AS title,
              'Class (' || c.nhp_class_status_enum || ') of ' || pl.description || ', '
                || to_char(c.class_timestamp, 'YYYY-MM-DD') AS description
         FROM nhp_classes c JOIN nhp_pools pl ON pl.nhp_pool_uuid = c.nhp_pool_uuid
        WHERE lower(c.description) LIKE '%' || $2 || '%'
          AND ($3::uuid[] IS NULL OR pl.client_node_uuid = ANY($3) OR pl.nhp_pool_uuid = ANY($3))
          AND (c.nhp_class_status_enum <> 'KANBAN' OR $4::uuid[] IS NULL
               OR pl.client_node_uuid = ANY($4) OR pl.nhp_pool_uuid = ANY($4))
        ORDER BY ${rank('lower(c.description)')}, c.class_timestamp DESC
        LIMIT ${MAX_PER_KIND}`,
      [text, likePattern(text), pools, kanbanPools],
    );
  }

  /** Portal users, for administrators only. */
  users(text: string): Promise<SearchHit[]> {
    return this.dataSource.query(
      `SELECT 'user' AS kind, '/users' AS url, u.first_name || ' ' || u.last_name AS title,
              'User ' || u.user_code || ' · ' || u.email_address AS description
         FROM users u
        WHERE lower(u.user_code) LIKE '%' || $2 || '%'
           OR lower(u.first_name || ' ' || u.last_name) LIKE '%' || $2 || '%'
           OR lower(u.email_address) LIKE '%' || $2 || '%'
        ORDER BY CASE WHEN lower(u.user_code) = $1 OR lower(u.first_name || ' ' || u.last_name) = $1 THEN 0
                      WHEN lower(u.user_code) LIKE $2 || '%' OR lower(u.last_name) LIKE $2 || '%' THEN 1 ELSE 2 END,
                 length(u.user_code), u.user_code
        LIMIT ${MAX_PER_KIND}`,
      [text, likePattern(text)],
    );
  }
}

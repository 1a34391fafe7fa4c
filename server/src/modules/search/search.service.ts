import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import { ClientsService } from '@server/modules/tree/clients.service';
import type { SearchResultDto } from './dto/search.dto';

export const MAX_RESULTS = 20;

function likePattern(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Ranked search over what the caller may see (nodes and PDAs of their client sites; users
 * for admins): exact matches first, then prefixes, then anything containing the text (a
 * trigram index serves the node names). People join when their module exists.
 */
@Injectable()
export class SearchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clients: ClientsService,
  ) {}

  async search(principal: Principal, query: string): Promise<SearchResultDto[]> {
    const text = query.trim().toLowerCase();
    if (!text) return [];
    const admin = isAdmin(principal);
    const clientIds = admin
      ? null
      : (await this.clients.visibleTo(principal)).map((c) => c.nodeUuid);
    const rows: (SearchResultDto & { rank: number })[] = await this.dataSource.query(
      `WITH hits AS (
         SELECT '/tree/' || n.node_uuid AS url, n.description AS title,
                l.description || ' in ' || COALESCE((
                  SELECT string_agg(a.description, ' › ' ORDER BY x.ord)
                    FROM unnest(n.ancestors) WITH ORDINALITY AS x(id, ord)
                    JOIN tree_nodes a ON a.node_uuid = x.id WHERE x.ord > 1), 'the tenant') AS description,
                CASE WHEN lower(n.description) = $1 THEN 0 WHEN lower(n.description) LIKE $2 || '%' THEN 1 ELSE 2 END AS rank,
                length(n.description) AS len
           FROM tree_nodes n JOIN tree_levels l ON l.level_uuid = n.level_uuid
          WHERE lower(n.description) LIKE '%' || $2 || '%' AND n.trashed_at IS NULL
            AND ($3::uuid[] IS NULL OR n.node_uuid = ANY($3) OR n.ancestors[2] = ANY($3))
         UNION ALL
         SELECT '/tree/' || p.node_uuid || '#' || p.pda_uuid, p.description,
                'PDA (' || p.pda_status_enum || ') at ' || n.description,
                CASE WHEN lower(p.description) = $1 THEN 0 WHEN lower(p.description) LIKE $2 || '%' THEN 1 ELSE 2 END,
                length(p.description)
           FROM pdas p JOIN tree_nodes n ON n.node_uuid = p.node_uuid
          WHERE lower(p.description) LIKE '%' || $2 || '%' AND p.pda_status_enum <> 'DELETED' AND n.trashed_at IS NULL
            AND ($3::uuid[] IS NULL OR n.node_uuid = ANY($3) OR n.ancestors[2] = ANY($3))
         UNION ALL
         SELECT '/users', u.first_name || ' ' || u.last_name, 'User ' || u.user_code || ' · ' || u.email_address,
                CASE WHEN lower(u.user_code) = $1 OR lower(u.first_name || ' ' || u.last_name) = $1 THEN 0
                     WHEN lower(u.user_code) LIKE $2 || '%' OR lower(u.last_name) LIKE $2 || '%' THEN 1 ELSE 2 END,
                length(u.user_code)
           FROM users u
          WHERE $4 AND (lower(u.user_code) LIKE '%' || $2 || '%' OR lower(u.first_name || ' ' || u.last_name) LIKE '%' || $2 || '%'
                        OR lower(u.email_address) LIKE '%' || $2 || '%'))
       SELECT url, title, description, rank FROM hits ORDER BY rank, len, title LIMIT ${MAX_RESULTS}`,
      [text, likePattern(text), clientIds, admin],
    );
    return rows.map(({ url, title, description }) => ({ url, title, description }));
  }
}

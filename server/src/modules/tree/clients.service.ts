import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import type { ClientDto } from './dto/client.dto';
import { Permission, scopesFor } from '@domain/access';
import { levelUuidOf } from '@domain/tree-levels';

/**
 * The client sites a user may see (tree:read of the access table): all for admins, otherwise
 * those whose name starts with a scope of the user's groups (premise:Riverside sees
 * "Riverside Vehicle Assembly"). AccessService.canSeeClient gives the same verdict per name.
 */
@Injectable()
export class ClientsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  visibleTo(principal: Principal): Promise<ClientDto[]> {
    const scopes = isAdmin(principal) ? [''] : scopesFor(principal.groups, Permission.TreeRead);
    if (!scopes.length) return Promise.resolve([]);
    return this.dataSource.query(
      `SELECT node_uuid AS "nodeUuid", description FROM tree_nodes
        WHERE level_uuid = $1 AND trashed_at IS NULL
          AND EXISTS (SELECT 1 FROM unnest($2::text[]) s WHERE lower(description) LIKE s || '%')
        ORDER BY description`,
      [levelUuidOf('NAMC'), scopes.map((scope) => scope.replace(/[\\%_]/g, (c) => `\\${c}`))],
    );
  }
}

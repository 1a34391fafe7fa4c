import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import type { CacheRegion } from '@server/modules/cache/cache-region';
import { CacheService } from '@server/modules/cache/cache.service';
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
  /** Keyed by the caller's scopes ('*' for admins): every tree read of a scoped user asks. */
  private readonly sites: CacheRegion<ClientDto[]>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    cache: CacheService,
  ) {
    this.sites = cache.region('tree-clients');
  }

  /** With another permission: the sites the caller holds that one on (the employer view's). */
  visibleTo(principal: Principal, permission = Permission.TreeRead): Promise<ClientDto[]> {
    const scopes = isAdmin(principal) ? [''] : scopesFor(principal.groups, permission);
    if (!scopes.length) return Promise.resolve([]);
    const key = isAdmin(principal) ? '*' : [...new Set(scopes)].sort().join(',');
    return this.sites.getOrLoad(key, () => this.load(scopes));
  }

  /** A client site was added, renamed or trashed: every instance drops the lists on commit. */
  forgetSites(manager: EntityManager): Promise<void> {
    return this.sites.clear(manager);
  }

  private load(scopes: string[]): Promise<ClientDto[]> {
    return this.dataSource.query(
      `SELECT node_uuid AS "nodeUuid", description FROM tree_nodes
        WHERE level_uuid = $1 AND trashed_at IS NULL
          AND EXISTS (SELECT 1 FROM unnest($2::text[]) s WHERE lower(description) LIKE s || '%')
        ORDER BY description`,
      [levelUuidOf('NAMC'), scopes.map((scope) => scope.replace(/[\\%_]/g, (c) => `\\${c}`))],
    );
  }
}

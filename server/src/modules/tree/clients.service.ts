import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccessService } from '@server/common/auth/access.service';
import type { Principal } from '@server/common/auth/principal';
import type { CacheRegion } from '@server/modules/cache/cache-region';
import { CacheService } from '@server/modules/cache/cache.service';
import type { ClientDto } from './dto/client.dto';
import { Permission } from '@domain/access';
import { levelUuidOf } from '@domain/tree-levels';
import { DEFAULT_TIME_ZONE } from '@domain/time-zones';

/**
 * The client sites a user may see (tree:read of the access table): all for admins, otherwise
 * those a scope of the user's groups names by identity (decision 0031).
 * AccessService.canSeeClient gives the same verdict per site.
 */
@Injectable()
export class ClientsService {
  /** Keyed by the caller's scopes ('*' for admins): every tree read of a scoped user asks. */
  private readonly sites: CacheRegion<ClientDto[]>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    cache: CacheService,
    private readonly access: AccessService,
  ) {
    // Any change of tree_nodes (a site added, renamed, moved, trashed, its zone set) empties it
    // on every instance, by the table's own trigger: no writer has to remember it.
    this.sites = cache.region('tree-clients', { sources: ['tree_nodes'] });
  }

  /** With another permission: the sites the caller holds that one on (the employer view's). */
  visibleTo(principal: Principal, permission = Permission.TreeRead): Promise<ClientDto[]> {
    const ids = this.access.readableClientIds(principal, permission);
    if (ids?.length === 0) return Promise.resolve([]);
    const key = ids === null ? '*' : [...ids].sort().join(',');
    return this.sites.getOrLoad(key, () => this.load(ids));
  }

  /** Every live client site, whoever asks: for naming the site a group's scope names. */
  all(): Promise<ClientDto[]> {
    return this.sites.getOrLoad('*', () => this.load(null));
  }

  /** `ids` null: every site. */
  private load(ids: string[] | null): Promise<ClientDto[]> {
    return this.dataSource.query(
      `SELECT node_uuid AS "nodeUuid", description,
              COALESCE(time_zone, '${DEFAULT_TIME_ZONE}') AS "timeZone" FROM tree_nodes
        WHERE level_uuid = $1 AND trashed_at IS NULL AND ($2::uuid[] IS NULL OR node_uuid = ANY($2))
        ORDER BY description`,
      [levelUuidOf('NAMC'), ids],
    );
  }
}

import { Injectable } from '@nestjs/common';
import { Permission } from '@domain/access';
import { AccessService } from '@server/common/auth/access.service';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import type { SearchResultDto } from './dto/search.dto';
import { SearchRepository, type SearchScopes } from './search.repository';

/**
 * The header search (decision 0052): people (by name or ID), classes, jobs, other tree nodes,
 * PDAs and, for admins, users; each kind limited to the client sites whose rows the
 * permission of that kind's own read grants (AccessService.readableClientIds, decision 0031),
 * so a scoped caller never finds another site's row and a kind they may not read stays empty.
 */
@Injectable()
export class SearchService {
  constructor(
    private readonly access: AccessService,
    private readonly rows: SearchRepository,
  ) {}

  async search(principal: Principal, query: string): Promise<SearchResultDto[]> {
    const text = query.trim().toLowerCase();
    if (!text) return [];
    const s = this.scopes(principal);
    const none = Promise.resolve([]);
    const skip = (ids: string[] | null) => ids !== null && ids.length === 0;
    const groups = await Promise.all([
      skip(s.people) ? none : this.rows.people(text, s.people),
      skip(s.pools) ? none : this.rows.classes(text, s.pools, s.kanbanPools),
      skip(s.nodes) ? none : this.rows.nodes(text, s.nodes, true),
      skip(s.nodes) ? none : this.rows.nodes(text, s.nodes, false),
      skip(s.pdas) ? none : this.rows.pdas(text, s.pdas),
      s.users ? this.rows.users(text) : none,
    ]);
    return groups.flat().map(({ kind, url, title, description }) => ({
      kind,
      url,
      title,
      description,
    }));
  }

  private scopes(principal: Principal): SearchScopes {
    const ids = (permission: Permission) => this.access.readableClientIds(principal, permission);
    return {
      nodes: ids(Permission.TreeRead),
      pdas: ids(Permission.PdaRead),
      people: ids(Permission.PeopleRead),
      pools: ids(Permission.PoolsRead),
      kanbanPools: ids(Permission.ClassesManage),
      users: isAdmin(principal),
    };
  }
}

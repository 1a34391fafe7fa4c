import { Injectable } from '@nestjs/common';
import { hasPermission, hasPermissionOn, Permission, scopesFor } from '@domain/access';
import { hasAdminRights } from '@domain/groups';
import { AccessForbiddenException, ObjectNotFoundException } from './access.exceptions';
import type { Principal } from './principal';

/**
 * Kinds of object whose owning client site decides who may touch them, each with a resolver
 * registered by its module. (A file is checked through its node: NodeAccessService.)
 */
export type ObjectKind = 'node' | 'pda' | 'person' | 'exam';

/**
 * Where an object lives: its client site's identity, the site's node uuid (null for the tenant
 * node), or undefined when there is no such live object. Never a name: scopes name a client
 * by identity (decision 0031).
 */
export type ClientResolver = (id: string) => Promise<string | null | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const NOT_FOUND: Record<ObjectKind, string> = {
  node: 'Node not found',
  pda: 'PDA not found',
  person: 'Person not found',
  exam: 'Exam not found',
};

/**
 * The one place that answers "may this caller do this, here?": route-level (the permission
 * anywhere) and object-level (the permission on the object's client site), from the access
 * table in libs/domain. Modules that own objects register how to find an object's client.
 */
@Injectable()
export class AccessService {
  private readonly resolvers = new Map<ObjectKind, ClientResolver>();

  registerResolver(kind: ObjectKind, resolver: ClientResolver): void {
    this.resolvers.set(kind, resolver);
  }

  /**
   * The client site (node uuid) an object lives in, by its kind's resolver (null: the
   * tenant; undefined: no such live object); for callers that decide for many principals at
   * once (the pushed events).
   */
  clientOf(kind: ObjectKind, id: string): Promise<string | null | undefined> {
    const resolver = this.resolvers.get(kind);
    if (!resolver) throw new Error(`No client resolver registered for ${kind}`);
    return resolver(id);
  }

  /**
   * Route level without a client; object level with one: the client site's node uuid (null:
   * the tenant).
   */
  can(principal: Principal, permission: Permission, clientUuid?: string | null): boolean {
    return clientUuid === undefined
      ? hasPermission(principal.groups, permission)
      : hasPermissionOn(principal.groups, permission, clientUuid);
  }

  /**
   * A client site (by node uuid) the caller has no read right on does not exist for them. The
   * tenant (null) is seen by all as the root of the tree, but holds no rows of its own: what
   * it shows are sums over the sites the caller may read (readableClientIds).
   */
  canSeeClient(principal: Principal, clientUuid: string | null): boolean {
    return clientUuid === null || this.can(principal, Permission.TreeRead, clientUuid);
  }

  /**
   * The client sites (node uuids) whose rows the caller may read, null for all (admins): what
   * every aggregate above a client site (the tenant) sums over. Only uuids pass, so a code
   * that names no site (left from before decision 0031) reads nothing.
   */
  readableClientIds(principal: Principal, permission = Permission.TreeRead): string[] | null {
    if (hasAdminRights(principal.groups)) return null;
    return [...new Set(scopesFor(principal.groups, permission).filter((s) => UUID.test(s)))];
  }

  assert(principal: Principal, permission: Permission, clientUuid?: string | null): void {
    if (!this.can(principal, permission, clientUuid))
      throw new AccessForbiddenException(permission);
  }

  /**
   * The caller may use `permission` on object `id`: 404 when it is missing or lies in a client
   * they cannot see, 403 when they see it but lack the permission. Returns the client's uuid.
   */
  async assertOn(
    principal: Principal,
    permission: Permission,
    kind: ObjectKind,
    id: string,
  ): Promise<string | null> {
    const resolver = this.resolvers.get(kind);
    if (!resolver) throw new Error(`No client resolver registered for ${kind}`);
    const clientUuid = await resolver(id);
    this.assertOnClient(principal, permission, kind, clientUuid);
    return clientUuid;
  }

  /**
   * assertOn for an object already read with its client's uuid (undefined: it is missing), so
   * a read can fetch the object and its client in one round trip (issue 20).
   */
  assertOnClient(
    principal: Principal,
    permission: Permission,
    kind: ObjectKind,
    clientUuid: string | null | undefined,
  ): asserts clientUuid is string | null {
    if (clientUuid === undefined || !this.canSeeClient(principal, clientUuid))
      throw new ObjectNotFoundException(NOT_FOUND[kind]);
    this.assert(principal, permission, clientUuid);
  }
}

import { Injectable } from '@nestjs/common';
import { hasPermission, hasPermissionOn, Permission } from '@domain/access';
import { AccessForbiddenException, ObjectNotFoundException } from './access.exceptions';
import type { Principal } from './principal';

/** Kinds of object whose owning client site decides who may touch them. */
export type ObjectKind = 'node' | 'pda' | 'file' | 'person' | 'exam';

/**
 * Where an object lives: its client site's name (null for the tenant node), or undefined when
 * there is no such live object.
 */
export type ClientResolver = (id: string) => Promise<string | null | undefined>;

const NOT_FOUND: Record<ObjectKind, string> = {
  node: 'Node not found',
  pda: 'PDA not found',
  file: 'File not found',
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
   * The client an object lives in, by its kind's resolver (undefined: no such live object);
   * for callers that decide for many principals at once (the pushed events).
   */
  clientOf(kind: ObjectKind, id: string): Promise<string | null | undefined> {
    const resolver = this.resolvers.get(kind);
    if (!resolver) throw new Error(`No client resolver registered for ${kind}`);
    return resolver(id);
  }

  /** Route level without a client; object level with one (null: the tenant). */
  can(principal: Principal, permission: Permission, clientName?: string | null): boolean {
    return clientName === undefined
      ? hasPermission(principal.groups, permission)
      : hasPermissionOn(principal.groups, permission, clientName);
  }

  /** A client site the caller has no read right on does not exist for them. */
  canSeeClient(principal: Principal, clientName: string | null): boolean {
    return clientName === null || this.can(principal, Permission.TreeRead, clientName);
  }

  assert(principal: Principal, permission: Permission, clientName?: string | null): void {
    if (!this.can(principal, permission, clientName))
      throw new AccessForbiddenException(permission);
  }

  /**
   * The caller may use `permission` on object `id`: 404 when it is missing or lies in a client
   * they cannot see, 403 when they see it but lack the permission. Returns the client's name.
   */
  async assertOn(
    principal: Principal,
    permission: Permission,
    kind: ObjectKind,
    id: string,
  ): Promise<string | null> {
    const resolver = this.resolvers.get(kind);
    if (!resolver) throw new Error(`No client resolver registered for ${kind}`);
    const clientName = await resolver(id);
    this.assertOnClient(principal, permission, kind, clientName);
    return clientName;
  }

  /**
   * assertOn for an object already read with its client's name (undefined: it is missing), so
   * a read can fetch the object and its client in one round trip (issue 20).
   */
  assertOnClient(
    principal: Principal,
    permission: Permission,
    kind: ObjectKind,
    clientName: string | null | undefined,
  ): asserts clientName is string | null {
    if (clientName === undefined || !this.canSeeClient(principal, clientName))
      throw new ObjectNotFoundException(NOT_FOUND[kind]);
    this.assert(principal, permission, clientName);
  }
}

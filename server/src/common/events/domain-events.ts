import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

/**
 * In-process events between modules, so that a module can react to another's write without
 * the writer importing it (users disables an account; auth ends its sessions). Handlers run
 * in the writer's transaction, in registration order, and a failing handler fails the write.
 */
export interface DomainEventMap {
  'user.disabled': { userUuid: string };
  /** An admin enabled the account, which also lifts any sign-in delay on it. */
  'user.enabled': { userUuid: string };
  /** Any write to a PDA or its parts (PdaService.recordChange); `action` names what changed. */
  'pda.changed': { pdaUuid: string; nodeUuid: string; action: string; actorUserUuid: string };
  /** A node and its subtree went to the trash (with their PDAs). */
  'node.trashed': { nodeUuid: string; actorUserUuid: string };
  /** An exam's status changed (finalize, noShow, withdraw, unfinalize). */
  'exam.status-changed': {
    examUuid: string;
    personUuid: string;
    examTypeKind: string;
    from: string;
    to: string;
    actorUserUuid: string;
  };
  /** The jobs a pool's members are up for may have changed: a kanban quantity, a class gone. */
  'nhp.jobs-changed': { nhpPoolUuid: string; nhpClassUuid: string; actorUserUuid: string };
}

type Handler<K extends keyof DomainEventMap> = (
  payload: DomainEventMap[K],
  manager: EntityManager,
) => Promise<void>;

@Injectable()
export class DomainEvents {
  private readonly handlers = new Map<keyof DomainEventMap, Handler<never>[]>();

  on<K extends keyof DomainEventMap>(name: K, handler: Handler<K>): void {
    this.handlers.set(name, [...(this.handlers.get(name) ?? []), handler as Handler<never>]);
  }

  async emit<K extends keyof DomainEventMap>(
    name: K,
    payload: DomainEventMap[K],
    manager: EntityManager,
  ): Promise<void> {
    for (const handler of this.handlers.get(name) ?? [])
      await (handler as Handler<K>)(payload, manager);
  }
}

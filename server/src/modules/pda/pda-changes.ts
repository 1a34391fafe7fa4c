import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { DomainEvents } from '@server/common/events/domain-events';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import type { Pda } from './entities/pda.entities';
import { PdaRepository } from './pda.repository';

/** What a change needs to know of its PDA: the caller loaded it to check the write. */
export type ChangedPda = Pick<Pda, 'pdaUuid' | 'nodeUuid'>;

/**
 * Every write to a PDA or its parts ends here, inside the write's transaction: the PDA is
 * marked changed by the caller (with `pdaChanges` to the PDA row itself), the change is
 * audited (which announces DIRTY) and matching hears of it (a status or demand change
 * regrades the node's people, decision 0036).
 */
@Injectable()
export class PdaChanges {
  constructor(
    private readonly pdas: PdaRepository,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  async record(
    principal: Principal,
    { pdaUuid, nodeUuid }: ChangedPda,
    manager: EntityManager,
    change: { action: string; before: object; after: object },
    pdaChanges: Partial<Pda> = {},
  ): Promise<void> {
    await this.pdas.updatePda(
      pdaUuid,
      { ...pdaChanges, updateUserUuid: principal.userUuid },
      manager,
    );
    await this.audit.record(
      { entityType: 'pda', entityId: pdaUuid, actorUserUuid: principal.userUuid, ...change },
      manager,
    );
    await this.events.emit(
      'pda.changed',
      { pdaUuid, nodeUuid, action: change.action, actorUserUuid: principal.userUuid },
      manager,
    );
  }
}

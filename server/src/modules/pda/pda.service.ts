import { Injectable } from '@nestjs/common';
import { allowedPdaTransitions } from '@domain/pda/pda-status';
import type { Principal } from '@server/common/auth/principal';
import { SharedAnswers } from '@server/common/read-reuse/shared-answers';
import { NodeAccessService, type NodePlace } from '@server/modules/tree/node-access.service';
import { summarisePda } from './ai-summary';
import type { PdaDto } from './dto/pda.dto';
import type { Pda } from './entities/pda.entities';
import { PdaRepository } from './pda.repository';
import { PdaTypesService } from './pda-types.service';
import { PdaErrorCode, PdaException } from './pda.exceptions';
import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import { PDA_READ_SOURCES } from './read-sources';

export const PDA_NOT_FOUND = 'PDA not found';
/** The type field whose value is the takt time (seconds). */
export const TAKT_TIME_CODE = 'TAKT_TIME';

/** The node's "not found" becomes the PDA's; anything else (a database outage) stays itself. */
const asPdaNotFound = (error: unknown) =>
  error instanceof ObjectNotFoundException ? new ObjectNotFoundException(PDA_NOT_FOUND) : error;

/** The few fields that name a PDA, as lists and sums show it. */
export const pdaSummary = (
  p: Pick<Pda, 'pdaUuid' | 'nodeUuid' | 'description' | 'pdaTypeUuid' | 'pdaStatusEnum'>,
) => ({
  pdaUuid: p.pdaUuid,
  nodeUuid: p.nodeUuid,
  description: p.description,
  pdaTypeUuid: p.pdaTypeUuid,
  pdaStatusEnum: p.pdaStatusEnum,
});

/**
 * A PDA read: visibility through the tree, the shared answer, and the checks every write
 * starts with (loadForWrite). Writes are PdaWritesService's and the parts' services; each ends
 * in PdaChanges.record.
 */
@Injectable()
export class PdaService {
  constructor(
    private readonly pdas: PdaRepository,
    private readonly nodes: NodeAccessService,
    private readonly types: PdaTypesService,
    private readonly shared: SharedAnswers,
  ) {}

  /** The PDA, after checking that its node is visible to the caller (404 otherwise). */
  async load(principal: Principal, pdaUuid: string): Promise<{ pda: Pda; canWrite: boolean }> {
    return this.checkVisible(principal, await this.pdas.findPda(pdaUuid));
  }

  /** A PDA read (or null when missing), once its node is visible to the caller; 404 otherwise. */
  private async checkVisible<T extends Pda>(
    principal: Principal,
    pda: T | null,
  ): Promise<{ pda: T; canWrite: boolean }> {
    if (!pda) throw new ObjectNotFoundException(PDA_NOT_FOUND);
    const rights = await this.nodes.rightsOf(principal, pda.nodeUuid).catch((error: unknown) => {
      throw asPdaNotFound(error);
    });
    return { pda, canWrite: rights.canWrite };
  }

  /** The PDA, when the caller may change it (403 otherwise; 404 when not visible). */
  async loadForWrite(principal: Principal, pdaUuid: string): Promise<Pda> {
    const { pda, canWrite } = await this.load(principal, pdaUuid);
    if (!canWrite)
      throw new PdaException(PdaErrorCode.WriteForbidden, 'You may not change this PDA');
    // The type catalogue is held in memory (PdaTypesService): no statement for it.
    const type = await this.types.type(pda.pdaTypeUuid);
    if (!type.editable)
      throw new PdaException(PdaErrorCode.ReadOnlyType, 'PDAs of this type are read-only');
    return pda;
  }

  /**
   * The PDA as every caller who may see it gets it: one read (the PDA with its parts, then
   * where its node sits) for all callers while its sources stand still (issue 20); each
   * caller's visibility check then runs on the held node, from memory. A missing PDA, a
   * trashed node and another client's PDA are all the same 404.
   */
  async get(principal: Principal, pdaUuid: string): Promise<PdaDto> {
    const held = await this.shared.get(`pda:${pdaUuid}`, PDA_READ_SOURCES, principal.userUuid, () =>
      this.readShared(pdaUuid),
    );
    if (!held) throw new ObjectNotFoundException(PDA_NOT_FOUND);
    try {
      this.nodes.rightsAt(principal, held.place);
    } catch (error) {
      throw asPdaNotFound(error);
    }
    return held.answer;
  }

  /** The caller-independent part of get: the answer and where the PDA's node sits. */
  private async readShared(
    pdaUuid: string,
  ): Promise<{ answer: PdaDto; place: NodePlace | null } | null> {
    const found = await this.pdas.findPdaWithParts(pdaUuid);
    if (!found) return null;
    const { parts, ...pda } = found;
    const place = await this.nodes.locate(pda.nodeUuid);
    // The type comes from memory (PdaTypesService).
    const aPDAType = await this.types.type(pda.pdaTypeUuid);
    const answer: PdaDto = {
      ...pdaSummary(pda),
      taktTime: pda.taktTime,
      seatHeight: pda.seatHeight,
      created: pda.created.toISOString(),
      updated: pda.updated.toISOString(),
      createUserUuid: pda.createUserUuid,
      updateUserUuid: pda.updateUserUuid,
      version: pda.version,
      aPDAType,
      collPDAFields: parts.fields.map(({ pdaTypeFieldUuid, stringValue, valueType, version }) => ({
        pdaTypeFieldUuid,
        stringValue,
        valueType,
        version,
      })),
      collPDAVariations: parts.variations.map((aVariation) => ({ aVariation })),
      collPDAElements: parts.elements.map(({ pdaUuid: _p, ...e }) => e),
      collPDAObjects: parts.objects.map(({ objectUuid, description, exertions }) => ({
        objectUuid,
        description,
        exertions: exertions as PdaDto['collPDAObjects'][number]['exertions'],
      })),
      collPDATools: parts.tools.map(({ pdaUuid: _p, ordinal: _o, ...t }) => t),
      collPDADemands: parts.demands.map(({ capabilityUuid, value, version }) => ({
        capabilityUuid,
        value,
        version,
      })),
      // A read-only type's PDAs go nowhere (loadForWrite refuses every change of them).
      allowedStatuses: aPDAType.editable ? allowedPdaTransitions(pda.pdaStatusEnum) : [],
    };
    return { answer, place };
  }

  async numbers(principal: Principal, pdaUuid: string) {
    const { pda } = await this.load(principal, pdaUuid);
    return { taktTime: pda.taktTime, seatHeight: pda.seatHeight };
  }

  async aiSummary(principal: Principal, pdaUuid: string): Promise<string> {
    const { pda } = await this.load(principal, pdaUuid);
    return summarisePda(
      pda,
      await this.pdas.findParts(pdaUuid),
      await this.pdas.findCapabilities(),
    );
  }
}

import { Injectable } from '@nestjs/common';
import type { CacheRegion } from '@server/modules/cache/cache-region';
import { CacheService } from '@server/modules/cache/cache.service';
import type { PdaTypeDto } from './dto/pda.dto';
import { PdaErrorCode, PdaException } from './pda.exceptions';
import { PdaRepository } from './pda.repository';

/** The PDA types with their fields: the catalogue the PDA screens are built from. */
@Injectable()
export class PdaTypesService {
  private readonly catalogue: CacheRegion<PdaTypeDto[]>;

  constructor(
    private readonly pdas: PdaRepository,
    cache: CacheService,
  ) {
    this.catalogue = cache.region('pda-types');
  }

  /** From memory after the first read: every PDA read shows its type (issue 20). */
  types(): Promise<PdaTypeDto[]> {
    return this.catalogue.getOrLoad('catalogue', () => this.load());
  }

  private async load(): Promise<PdaTypeDto[]> {
    const types = await this.pdas.findTypes();
    const fields = await this.pdas.findTypeFields(types.map((t) => t.pdaTypeUuid));
    return types.map((type) => ({
      pdaTypeUuid: type.pdaTypeUuid,
      description: type.description,
      editable: type.editable,
      collPDATypeFields: fields
        .filter((f) => f.pdaTypeUuid === type.pdaTypeUuid)
        .map(({ pdaTypeUuid: _t, ...f }) => f),
    }));
  }

  async type(pdaTypeUuid: string): Promise<PdaTypeDto> {
    const found = (await this.types()).find((t) => t.pdaTypeUuid === pdaTypeUuid);
    if (!found) throw new PdaException(PdaErrorCode.TypeNotFound, 'PDA type not found');
    return found;
  }
}

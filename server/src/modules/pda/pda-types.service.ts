import { Injectable } from '@nestjs/common';
import type { PdaTypeDto } from './dto/pda.dto';
import { PdaErrorCode, PdaException } from './pda.exceptions';
import { PdaRepository } from './pda.repository';

/** The PDA types with their fields: the catalogue the PDA screens are built from. */
@Injectable()
export class PdaTypesService {
  constructor(private readonly pdas: PdaRepository) {}

  async types(): Promise<PdaTypeDto[]> {
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

import { Injectable } from '@nestjs/common';
import { AccessService } from '@server/common/auth/access.service';
import { PdaRepository } from './pda.repository';

/**
 * Registers AccessService's `pda` kind: a PDA lives in its node's client site (the tree's
 * `node` resolver answers that), so a pushed PDA change reaches whoever may read the node.
 */
@Injectable()
export class PdaClientResolver {
  constructor(pdas: PdaRepository, access: AccessService) {
    access.registerResolver('pda', async (id) => {
      const pda = await pdas.findPda(id);
      return pda ? access.clientOf('node', pda.nodeUuid) : undefined;
    });
  }
}

import { describe, expect, it } from 'vitest';
import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import type { Principal } from '@server/common/auth/principal';
import { SharedAnswers } from '@server/common/read-reuse/shared-answers';
import { NODE_NOT_FOUND, NodeAccessService } from '@server/modules/tree/node-access.service';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import { PdaErrorCode } from './pda.exceptions';
import { PdaRepository } from './pda.repository';
import { PDA_NOT_FOUND, PdaService } from './pda.service';
import { PdaTypesService } from './pda-types.service';

const principal = {} as Principal;

/** The PDA p1 on node n1, the node check answering `rights` (or throwing), its type `editable`. */
function serviceWhere(rights: () => Promise<{ canWrite: boolean }>, editable = true) {
  return serviceOver(
    PdaService,
    fake(PdaRepository, {
      findPda: async (uuid: string) =>
        uuid === 'p1' ? { pdaUuid: 'p1', nodeUuid: 'n1', pdaTypeUuid: 't1' } : null,
    }),
    fake(NodeAccessService, { rightsOf: rights }),
    fake(PdaTypesService, { type: async () => ({ pdaTypeUuid: 't1', editable }) }),
    fake(SharedAnswers, {}),
  );
}

const failing = (error: Error) => () => Promise.reject(error);

// The node check after the PDA is found: only the node's own "not found" may become a 404.
// (A database that goes away between the two queries cannot be timed in a real run.)
describe('PdaService.load', () => {
  it('passes a database outage on (503), not as a missing PDA', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const service = await serviceWhere(failing(refused));
    await expect(service.load(principal, 'p1')).rejects.toBe(refused);
  });

  it('answers an invisible node, and a missing PDA, as a missing PDA', async () => {
    const service = await serviceWhere(failing(new ObjectNotFoundException(NODE_NOT_FOUND)));
    await expect(service.load(principal, 'p1')).rejects.toThrow(
      new ObjectNotFoundException(PDA_NOT_FOUND),
    );
    await expect(service.load(principal, 'p2')).rejects.toThrow(
      new ObjectNotFoundException(PDA_NOT_FOUND),
    );
  });
});

describe('PdaService.loadForWrite', () => {
  it('gives the PDA to a caller who may write its node, of an editable type', async () => {
    const service = await serviceWhere(async () => ({ canWrite: true }));
    expect(await service.loadForWrite(principal, 'p1')).toMatchObject({ pdaUuid: 'p1' });
  });

  it('refuses a caller who may only read the node', async () => {
    const service = await serviceWhere(async () => ({ canWrite: false }));
    expect(await refusalOf(service.loadForWrite(principal, 'p1'))).toBe(
      `${PdaErrorCode.WriteForbidden}: You may not change this PDA`,
    );
  });

  it('refuses every change of a PDA whose type is read-only, even to a writer', async () => {
    const service = await serviceWhere(async () => ({ canWrite: true }), false);
    expect(await refusalOf(service.loadForWrite(principal, 'p1'))).toBe(
      `${PdaErrorCode.ReadOnlyType}: PDAs of this type are read-only`,
    );
  });
});

import { ObjectNotFoundException } from '@server/common/auth/access.exceptions';
import type { Principal } from '@server/common/auth/principal';
import { NODE_NOT_FOUND } from '@server/modules/tree/node-access.service';
import { PDA_NOT_FOUND, PdaService } from './pda.service';

// The node check after the PDA is found: only the node's own "not found" may become a 404.
// (A database that goes away between the two queries cannot be timed in a real run.)
describe('PdaService.load', () => {
  function serviceWhoseNodeCheckFails(error: Error) {
    const pdas = { findPda: async () => ({ pdaUuid: 'p1', nodeUuid: 'n1' }) };
    const nodes = {
      rightsOf: async () => {
        throw error;
      },
    };
    const none = undefined as never;
    return new PdaService(pdas as never, nodes as never, none, none);
  }
  const principal = {} as Principal;

  it('passes a database outage on (503), not as a missing PDA', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    await expect(serviceWhoseNodeCheckFails(refused).load(principal, 'p1')).rejects.toBe(refused);
  });

  it('answers an invisible node as a missing PDA', async () => {
    const sut = serviceWhoseNodeCheckFails(new ObjectNotFoundException(NODE_NOT_FOUND));
    await expect(sut.load(principal, 'p1')).rejects.toThrow(
      new ObjectNotFoundException(PDA_NOT_FOUND),
    );
  });
});

import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '@server/common/auth/principal';
import { refusalOf } from '@server/testing/refusal';
import { fake, serviceOver } from '@server/testing/service-over';
import type { Pda, PdaObject } from './entities/pda.entities';
import { PdaChanges } from './pda-changes';
import { PdaErrorCode } from './pda.exceptions';
import { PdaRowsService } from './pda-rows.service';
import { PdaService } from './pda.service';

/**
 * A PDA's rows edited cell by cell over in-memory objects: a save naming the value it replaces
 * is refused when the cell holds something else by then (nothing overwritten unseen), an
 * exertion's parts fill in around the one written and go with an emptied cell, and a row of
 * another PDA is not found. The column rules are libs/domain's, with their own spec.
 */

const principal = { userUuid: 'u' } as Principal;

let objects: PdaObject[];
let recorded: object[];
let service: PdaRowsService;

beforeEach(async () => {
  objects = [
    { objectUuid: 'o1', pdaUuid: 'p1', description: 'Door', exertions: {} } as unknown as PdaObject,
    { objectUuid: 'o9', pdaUuid: 'p9', description: 'Seat', exertions: {} } as unknown as PdaObject,
  ];
  recorded = [];
  const repository = {
    findOne: async ({ where }: { where: { objectUuid: string; pdaUuid: string } }) =>
      objects.find((o) => o.objectUuid === where.objectUuid && o.pdaUuid === where.pdaUuid) ?? null,
    update: async ({ objectUuid }: { objectUuid: string }, changes: object) =>
      void Object.assign(
        objects.find((o) => o.objectUuid === objectUuid)!,
        changes,
      ),
  };
  service = await serviceOver(
    PdaRowsService,
    fake(DataSource, {
      transaction: (work: (m: object) => unknown) => work({ getRepository: () => repository }),
    }),
    fake(PdaService, { loadForWrite: async () => ({ pdaUuid: 'p1' }) as Pda }),
    fake(PdaChanges, {
      record: async (_p: Principal, _pda: Pda, _m: object, change: object) =>
        void recorded.push(change),
    }),
  );
});

const set = (column: string, value: string, previous?: string, row = 'o1') =>
  service.setCell(principal, 'p1', 'object', row, column, value, previous);

describe(PdaRowsService.name, () => {
  it('fills an exertion around the part written, and drops it when emptied', async () => {
    await set('lift.kg', '12.5');
    expect(objects[0].exertions).toEqual({ lift: { reps: 0, kg: 12.5, side: 'EITHER' } });
    await set('lift.reps', '4');
    expect(objects[0].exertions).toEqual({ lift: { reps: 4, kg: 12.5, side: 'EITHER' } });
    await set('lift.kg', '');
    expect(objects[0].exertions).toEqual({});
  });

  it('refuses a save whose replaced value is no longer there, keeping the other person’s', async () => {
    await set('description', '  Front door ', 'Door');
    expect(objects[0].description).toBe('Front door');
    expect(await refusalOf(set('description', 'Back door', 'Door'))).toBe(
      `${PdaErrorCode.RowStale}: Someone else changed this value; reload to see theirs`,
    );
    expect(objects[0].description).toBe('Front door');
    expect(recorded).toHaveLength(1);
  });

  it('answers a row of another PDA, and a column the kind lacks, as refusals', async () => {
    expect(await refusalOf(set('description', 'X', undefined, 'o9'))).toBe(
      `${PdaErrorCode.RowNotFound}: Object not found`,
    );
    expect(await refusalOf(set('trigger', '1'))).toBe(
      `${PdaErrorCode.UnknownColumn}: A object has no column trigger`,
    );
    expect(objects[1].description).toBe('Seat');
  });
});

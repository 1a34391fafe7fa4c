import { DataSource } from 'typeorm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Principal } from '@server/common/auth/principal';
import { refusalOf } from '@server/testing/refusal';
import { fake, inMemoryDataSource, serviceOver } from '@server/testing/service-over';
import type { Pda } from './entities/pda.entities';
import { PdaChanges } from './pda-changes';
import { PdaErrorCode } from './pda.exceptions';
import { PdaRepository } from './pda.repository';
import { PdaService, TAKT_TIME_CODE } from './pda.service';
import { PdaTypesService } from './pda-types.service';
import { PdaValuesService } from './pda-values.service';

/**
 * A PDA's field values and demands over in-memory rows: which format a value is checked
 * against, what the takt time field moves on the PDA itself, and that a stale version is
 * refused with the value that won (nothing lost). The formats and bounds are libs/domain's.
 */

const principal = { userUuid: 'u' } as Principal;
const pda = { pdaUuid: 'p1', pdaTypeUuid: 't1' } as Pda;

interface Row {
  stringValue: string;
  valueType: string | null;
  version: number;
}

class World {
  fields = new Map<string, Row>();
  demands = new Map<string, { value: string; version: number }>();
  pdaChanges: object[] = [];

  service(): Promise<PdaValuesService> {
    /** Saves when the version given is the stored one (or none was given); else undefined. */
    const save = <T extends { version: number }>(
      map: Map<string, T>,
      key: string,
      row: Omit<T, 'version'>,
      version?: number,
    ) => {
      const held = map.get(key);
      if (version !== undefined && (held?.version ?? 0) !== version) return undefined;
      const next = (held?.version ?? 0) + 1;
      map.set(key, { ...row, version: next } as T);
      return next;
    };
    return serviceOver(
      PdaValuesService,
      fake(DataSource, inMemoryDataSource()),
      fake(PdaRepository, {
        findField: async (_p: string, field: string) => this.fields.get(field),
        saveField: async (row: Row & { pdaTypeFieldUuid: string }, version?: number) =>
          save(
            this.fields,
            row.pdaTypeFieldUuid,
            { stringValue: row.stringValue, valueType: row.valueType },
            version,
          ),
        findCapability: async (uuid: string) =>
          uuid === 'lift'
            ? {
                capabilityUuid: 'lift',
                code: 'LIFT',
                description: 'Lift',
                type: 'RANGE_UNITS',
                minValue: 0,
                maxValue: 100,
                units: 'kg',
              }
            : undefined,
        findDemand: async (_p: string, capability: string) => this.demands.get(capability),
        saveDemand: async (row: { capabilityUuid: string; value: string }, version?: number) =>
          save(this.demands, row.capabilityUuid, { value: row.value }, version),
      }),
      fake(PdaService, { loadForWrite: async () => pda }),
      fake(PdaChanges, {
        record: async (_p: Principal, _pda: Pda, _m: object, _c: object, changes: object = {}) =>
          void this.pdaChanges.push(changes),
      }),
      fake(PdaTypesService, {
        type: async () => ({
          collPDATypeFields: [
            {
              pdaTypeFieldUuid: 'takt',
              pdaTypeFieldCode: TAKT_TIME_CODE,
              description: 'Takt time',
              format: 'int',
            },
            {
              pdaTypeFieldUuid: 'notes',
              pdaTypeFieldCode: 'NOTES',
              description: 'Notes',
              format: 'text',
            },
          ],
        }),
      }),
    );
  }
}

let world: World;
let service: PdaValuesService;

beforeEach(async () => {
  world = new World();
  service = await world.service();
});

describe('a field value', () => {
  it('of the takt time field sets the PDA’s takt time, and clears it when emptied', async () => {
    await service.setField(principal, 'p1', 'takt', '60');
    await service.setField(principal, 'p1', 'takt', '');
    expect(world.pdaChanges).toEqual([{ taktTime: 60 }, { taktTime: null }]);
  });

  it('is checked against the field’s format, or the value type chosen for it', async () => {
    expect(await refusalOf(service.setField(principal, 'p1', 'takt', '6o'))).toBe(
      `${PdaErrorCode.FieldFormat}: Takt time: Expected digits only`,
    );
    world.fields.set('notes', { stringValue: '', valueType: 'int', version: 1 });
    expect(await refusalOf(service.setField(principal, 'p1', 'notes', 'abc'))).toBe(
      `${PdaErrorCode.FieldFormat}: Notes: Expected digits only`,
    );
    expect(await refusalOf(service.setField(principal, 'p1', 'nope', '1'))).toBe(
      `${PdaErrorCode.FieldNotFound}: This PDA type has no such field`,
    );
  });

  it('at a stale version is refused, the winner’s value kept', async () => {
    await service.setField(principal, 'p1', 'notes', 'first', 0);
    await service.setField(principal, 'p1', 'notes', 'second', 1);
    expect(await refusalOf(service.setField(principal, 'p1', 'notes', 'late', 1))).toBe(
      `${PdaErrorCode.FieldStale}: Someone else changed this field; reload to see their value`,
    );
    expect(world.fields.get('notes')).toMatchObject({ stringValue: 'second', version: 2 });
  });
});

describe('a demand', () => {
  it('is held within its capability’s bounds, and refused when stale', async () => {
    expect(await refusalOf(service.setDemand(principal, 'p1', 'lift', '120'))).toBe(
      `${PdaErrorCode.DemandValue}: Lift: must be between 0 and 100 kg`,
    );
    expect(await service.setDemand(principal, 'p1', 'lift', '25', 0)).toMatchObject({ version: 1 });
    expect(await refusalOf(service.setDemand(principal, 'p1', 'lift', '30', 0))).toBe(
      `${PdaErrorCode.DemandStale}: Someone else changed this demand; reload to see their value`,
    );
    expect(await refusalOf(service.setDemand(principal, 'p1', 'grip', '1'))).toBe(
      `${PdaErrorCode.CapabilityNotFound}: Capability not found`,
    );
  });
});

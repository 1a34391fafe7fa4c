import type { PdaDto } from '../api/pdaApi';

export const PDA_UUID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
export const PDA_NODE_UUID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

export function makePda(overrides: Partial<PdaDto> = {}): PdaDto {
  return {
    pdaUuid: PDA_UUID,
    nodeUuid: PDA_NODE_UUID,
    description: 'Fit door (LHD)',
    pdaTypeUuid: 'type-1',
    pdaStatusEnum: 'INPROGRESS',
    taktTime: 60,
    seatHeight: null,
    created: '2025-09-01T08:00:00.000Z',
    updated: '2025-09-01T08:00:00.000Z',
    createUserUuid: null,
    updateUserUuid: null,
    version: 1,
    aPDAType: {
      pdaTypeUuid: 'type-1',
      description: 'Production process PDA',
      editable: true,
      collPDATypeFields: [
        {
          pdaTypeFieldUuid: 'f-takt',
          pdaTypeFieldCode: 'TAKT_TIME',
          description: 'Takt time (seconds)',
          fieldGroup: 'Cycle',
          fieldGroupOrdinal: 1,
          format: 'number',
        },
        {
          pdaTypeFieldUuid: 'f-weight',
          pdaTypeFieldCode: 'MAX_WEIGHT',
          description: 'Heaviest part',
          fieldGroup: 'Materials',
          fieldGroupOrdinal: 2,
          format: 'pounds',
        },
      ],
    },
    collPDAFields: [
      { pdaTypeFieldUuid: 'f-takt', stringValue: '60', valueType: null, version: 3 },
      { pdaTypeFieldUuid: 'f-weight', stringValue: '10 lbs', valueType: null, version: 5 },
    ],
    collPDAVariations: [],
    collPDAElements: [],
    collPDAObjects: [
      {
        objectUuid: 'o-1',
        description: 'Door panel',
        exertions: { lift: { reps: 2, kg: 10, side: 'BOTH' } },
      },
    ],
    collPDATools: [],
    collPDADemands: [],
    allowedStatuses: ['COMPLETED', 'DELETED'],
    ...overrides,
  };
}

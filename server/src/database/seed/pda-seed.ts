import type { EntityManager } from 'typeorm';
import { levelUuidOf } from '@domain/tree-levels';
import {
  Capability,
  SubjectiveValue,
  SubjectiveValueType,
} from '@server/modules/pda/entities/capability.entities';
import { PdaType, PdaTypeField, Variation } from '@server/modules/pda/entities/pda-type.entities';
import {
  Pda,
  PdaDemand,
  PdaElement,
  PdaField,
  PdaObject,
  PdaTool,
  PdaVariation,
} from '@server/modules/pda/entities/pda.entities';
import {
  CAPABILITIES,
  LEGACY_TYPE_FIELDS,
  SCALES,
  STANDARD_TYPE_FIELDS,
  VARIATIONS,
  type TypeFieldSeed,
} from './pda-catalogue';
import type { SeededRandom } from './random';
import { insertInChunks } from './tree-seed';

const ELEMENT_STEPS = [
  'Get part from rack',
  'Walk to vehicle',
  'Position part',
  'Start fasteners',
  'Torque fasteners',
  'Inspect fit',
  'Scan barcode',
  'Return tool',
  'Walk back',
];
const OBJECTS = [
  'Door trim panel',
  'Seat assembly',
  'Wire harness',
  'Bumper cover',
  'Battery',
  'Wheel',
  'Headlamp',
  'Carpet',
];
const TOOLS = ['DC nutrunner', 'Pneumatic ratchet', 'Clip gun', 'Torque wrench', 'Rivet gun'];
const SIDES = ['EITHER', 'LEFT', 'RIGHT', 'BOTH'];

export interface PdaSeedSummary {
  capabilities: number;
  pdaTypes: number;
  pdas: number;
}

function typeFields(random: SeededRandom, pdaTypeUuid: string, fields: TypeFieldSeed[]) {
  return fields.map((field, i) => ({
    pdaTypeFieldUuid: random.uuid(),
    pdaTypeUuid,
    pdaTypeFieldCode: field.code,
    description: field.description,
    fieldGroup: field.group,
    fieldGroupOrdinal: i,
    format: field.format,
  }));
}

/** Capabilities, PDA types (one legacy), variations and about `count` PDAs on process nodes. */
export async function seedPdas(
  manager: EntityManager,
  random: SeededRandom,
  count: number,
): Promise<PdaSeedSummary> {
  const scales = Object.fromEntries(
    Object.keys(SCALES).map((name) => [name, random.uuid()]),
  ) as Record<keyof typeof SCALES, string>;
  await insertInChunks(
    manager,
    SubjectiveValueType,
    Object.entries(scales).map(([name, uuid]) => ({
      subjectiveValueTypeUuid: uuid,
      description: name,
    })),
  );
  await insertInChunks(
    manager,
    SubjectiveValue,
    Object.entries(SCALES).flatMap(([name, words]) =>
      words.map((w) => ({
        subjectiveValueUuid: random.uuid(),
        subjectiveValueTypeUuid: scales[name as keyof typeof SCALES],
        value: w.value,
        minValue: w.min,
        maxValue: w.max,
        minStrict: false,
        maxStrict: true,
        description: '',
        subjectiveValue: w.word,
      })),
    ),
  );
  const capabilities = CAPABILITIES.map((c, ordinal) => ({
    capabilityUuid: random.uuid(),
    code: c.code,
    type: c.type,
    units: c.units,
    minValue: c.min,
    maxValue: c.max,
    description: c.description,
    direction: c.direction,
    subjectiveValueTypeUuid: c.scale ? scales[c.scale] : null,
    ordinal,
  }));
  await insertInChunks(manager, Capability, capabilities);

  const standard = {
    pdaTypeUuid: random.uuid(),
    description: 'Production process PDA',
    editable: true,
  };
  const legacy = {
    pdaTypeUuid: random.uuid(),
    description: 'Legacy nine-field PDA',
    editable: false,
  };
  await insertInChunks(manager, PdaType, [standard, legacy]);
  const standardFields = typeFields(random, standard.pdaTypeUuid, STANDARD_TYPE_FIELDS);
  const legacyFields = typeFields(random, legacy.pdaTypeUuid, LEGACY_TYPE_FIELDS);
  await insertInChunks(manager, PdaTypeField, [...standardFields, ...legacyFields]);
  const variations = VARIATIONS.map((v) => ({ variationUuid: random.uuid(), ...v }));
  await insertInChunks(manager, Variation, variations);

  const processes: { nodeUuid: string; description: string }[] = await manager.query(
    `SELECT node_uuid AS "nodeUuid", description FROM tree_nodes WHERE level_uuid = $1 ORDER BY node_uuid`,
    [levelUuidOf('Production Process')],
  );
  const rows = {
    pdas: [] as object[],
    variations: [] as object[],
    fields: [] as object[],
    elements: [] as object[],
    objects: [] as object[],
    tools: [] as object[],
    demands: [] as object[],
  };
  const step = Math.max(1, Math.floor(processes.length / count));
  for (let i = 0; i < processes.length && rows.pdas.length < count; i += step) {
    const node = processes[i];
    const isLegacy = random.next() < 0.05;
    const type = isLegacy ? legacy : standard;
    const roll = random.next();
    const status =
      roll < 0.45
        ? 'COMPLETED'
        : roll < 0.65
          ? 'APPROVED'
          : roll < 0.95
            ? 'INPROGRESS'
            : 'ARCHIVED';
    const taktTime = status === 'INPROGRESS' && random.next() < 0.4 ? null : random.int(45, 120);
    const pdaUuid = random.uuid();
    const variation = variations[random.int(0, variations.length - 1)];
    rows.pdas.push({
      pdaUuid,
      nodeUuid: node.nodeUuid,
      description: `${node.description} (${variation.shortDescription})`,
      pdaTypeUuid: type.pdaTypeUuid,
      pdaStatusEnum: status,
      taktTime,
      seatHeight: null,
    });
    rows.variations.push({ pdaUuid, variationUuid: variation.variationUuid });
    if (!isLegacy) {
      const values: Record<string, string> = {
        TAKT_TIME: taktTime === null ? '' : String(taktTime),
        CYCLES_PER_SHIFT: taktTime === null ? '' : String(Math.floor(27000 / taktTime)),
        MAX_WEIGHT: `${random.int(1, 45)}lbs`,
        WORK_HEIGHT: `${random.int(30, 60)}"`,
        KNEELING: random.pick(['', 'Rarely', 'Occasionally', 'Frequently']),
        GLOVES: random.pick(['Y', 'N']),
      };
      for (const field of standardFields) {
        if (values[field.pdaTypeFieldCode] !== undefined)
          rows.fields.push({
            pdaUuid,
            pdaTypeFieldUuid: field.pdaTypeFieldUuid,
            stringValue: values[field.pdaTypeFieldCode],
            valueType: null,
            version: 1,
          });
      }
    }
    const elementCount = random.int(3, 6);
    for (let e = 0; e < elementCount; e++) {
      const duration = random.int(3, 20);
      rows.elements.push({
        elementUuid: random.uuid(),
        pdaUuid,
        ordinal: e + 1,
        tebaOrdinal: e + 1,
        description: ELEMENT_STEPS[(e + i) % ELEMENT_STEPS.length],
        duration,
        percent: taktTime ? Math.round((duration / taktTime) * 1000) / 10 : 0,
      });
    }
    for (let o = 0; o < random.int(1, 3); o++) {
      rows.objects.push({
        objectUuid: random.uuid(),
        pdaUuid,
        ordinal: o + 1,
        description: random.pick(OBJECTS),
        exertions: {
          lift: { reps: random.int(1, 4), kg: random.int(1, 25), side: random.pick(SIDES) },
          grip: { reps: random.int(1, 6), kg: random.int(2, 15), side: random.pick(SIDES) },
        },
      });
    }
    for (let t = 0; t < random.int(0, 2); t++) {
      rows.tools.push({
        toolUuid: random.uuid(),
        pdaUuid,
        ordinal: t + 1,
        description: random.pick(TOOLS),
        trigger: random.int(2, 30),
        gripReps: random.int(1, 10),
        gripKg: random.int(1, 8),
        gripSide: random.pick(SIDES),
        vibratory: random.next() < 0.3,
        activationForce: random.int(1, 5),
      });
    }
    for (const capability of capabilities) {
      if (random.next() < 0.45) continue;
      const value =
        capability.type === 'RANGE_UNITS'
          ? String(
              random.int(
                capability.minValue ?? 0,
                Math.round(((capability.maxValue ?? 10) * 2) / 3),
              ),
            )
          : capability.type === 'BODY_POSITION'
            ? random.pick(['Standing', 'Seated'])
            : capability.type === 'SIDE'
              ? random.pick(SIDES)
              : capability.type === 'BOOLEAN'
                ? random.pick(['true', 'false'])
                : random.pick(['Safety glasses', 'Cut-resistant sleeves', 'Hearing protection']);
      rows.demands.push({ pdaUuid, capabilityUuid: capability.capabilityUuid, value });
    }
  }
  await insertInChunks(manager, Pda, rows.pdas);
  await insertInChunks(manager, PdaVariation, rows.variations);
  await insertInChunks(manager, PdaField, rows.fields);
  await insertInChunks(manager, PdaElement, rows.elements);
  await insertInChunks(manager, PdaObject, rows.objects);
  await insertInChunks(manager, PdaTool, rows.tools);
  await insertInChunks(manager, PdaDemand, rows.demands);
  return { capabilities: capabilities.length, pdaTypes: 2, pdas: rows.pdas.length };
}

import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  DataSource,
  EntityManager,
  In,
  type EntityTarget,
  type QueryDeepPartialEntity,
} from 'typeorm';
import { Capability, SubjectiveValue, SubjectiveValueType } from './entities/capability.entities';
import { PdaType, PdaTypeField, Variation } from './entities/pda-type.entities';
import {
  Pda,
  PdaDemand,
  PdaElement,
  PdaField,
  PdaObject,
  PdaTool,
  PdaVariation,
} from './entities/pda.entities';
import { hotQuery } from '@server/common/db/hot-query';

/** A PDA ($1) with its six part lists (findPdaWithParts). */
const PDA_WITH_PARTS = `SELECT p.version, p.created, p.updated, p.pda_uuid AS "pdaUuid", p.node_uuid AS "nodeUuid",
        p.description, p.pda_type_uuid AS "pdaTypeUuid", p.pda_status_enum AS "pdaStatusEnum",
        p.takt_time AS "taktTime", p.seat_height AS "seatHeight",
        p.create_user_uuid AS "createUserUuid", p.update_user_uuid AS "updateUserUuid",
        json_build_object(
          'fields', (SELECT coalesce(json_agg(json_build_object(
              'pdaUuid', f.pda_uuid, 'pdaTypeFieldUuid', f.pda_type_field_uuid,
              'stringValue', f.string_value, 'valueType', f.value_type, 'version', f.version)), '[]')
            FROM pda_fields f WHERE f.pda_uuid = p.pda_uuid),
          'variations', (SELECT coalesce(json_agg(json_build_object(
              'variationUuid', v.variation_uuid, 'description', v.description,
              'shortDescription', v.short_description) ORDER BY v.description), '[]')
            FROM pda_variations pv JOIN variations v ON v.variation_uuid = pv.variation_uuid
           WHERE pv.pda_uuid = p.pda_uuid),
          'elements', (SELECT coalesce(json_agg(json_build_object(
              'pdaUuid', e.pda_uuid, 'elementUuid', e.element_uuid, 'ordinal', e.ordinal,
              'tebaOrdinal', e.teba_ordinal, 'description', e.description,
              'duration', e.duration, 'percent', e.percent) ORDER BY e.ordinal), '[]')
            FROM pda_elements e WHERE e.pda_uuid = p.pda_uuid),
          'objects', (SELECT coalesce(json_agg(json_build_object(
              'pdaUuid', o.pda_uuid, 'objectUuid', o.object_uuid, 'ordinal', o.ordinal,
              'description', o.description, 'exertions', o.exertions) ORDER BY o.ordinal), '[]')
            FROM pda_objects o WHERE o.pda_uuid = p.pda_uuid),
          'tools', (SELECT coalesce(json_agg(json_build_object(
              'pdaUuid', t.pda_uuid, 'toolUuid', t.tool_uuid, 'ordinal', t.ordinal,
              'description', t.description, 'trigger', t.trigger, 'gripReps', t.grip_reps,
              'gripKg', t.grip_kg, 'gripSide', t.grip_side, 'vibratory', t.vibratory,
              'activationForce', t.activation_force) ORDER BY t.ordinal), '[]')
            FROM pda_tools t WHERE t.pda_uuid = p.pda_uuid),
          'demands', (SELECT coalesce(json_agg(json_build_object(
              'pdaUuid', d.pda_uuid, 'capabilityUuid', d.capability_uuid, 'value', d.value,
              'version', d.version)), '[]')
            FROM pda_demands d WHERE d.pda_uuid = p.pda_uuid)
        ) AS parts
   FROM pdas p WHERE p.pda_uuid = $1`;

/** PDA reads and writes, named for what they do. */
@Injectable()
export class PdaRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private m(manager?: EntityManager) {
    return manager ?? this.dataSource.manager;
  }

  findTypes(): Promise<PdaType[]> {
    return this.m()
      .getRepository(PdaType)
      .find({ order: { description: 'ASC' } });
  }

  findType(pdaTypeUuid: string): Promise<PdaType | null> {
    return this.m().getRepository(PdaType).findOneBy({ pdaTypeUuid });
  }

  findTypeFields(pdaTypeUuids: string[]): Promise<PdaTypeField[]> {
    return this.m()
      .getRepository(PdaTypeField)
      .find({
        where: { pdaTypeUuid: In(pdaTypeUuids) },
        order: { fieldGroup: 'ASC', fieldGroupOrdinal: 'ASC' },
      });
  }

  findVariations(): Promise<Variation[]> {
    return this.m()
      .getRepository(Variation)
      .find({ order: { description: 'ASC' } });
  }

  findCapability(capabilityUuid: string): Promise<Capability | null> {
    return this.m().getRepository(Capability).findOneBy({ capabilityUuid });
  }

  findCapabilities(): Promise<Capability[]> {
    return this.m()
      .getRepository(Capability)
      .find({ order: { ordinal: 'ASC' } });
  }

  /** Sets the flag under a row lock; the row as written and the flag before, or null. */
  async setCapabilitySummary(
    capabilityUuid: string,
    isSummary: boolean,
    manager: EntityManager,
  ): Promise<{ capability: Capability; wasSummary: boolean } | null> {
    const before = await manager
      .getRepository(Capability)
      .findOne({ where: { capabilityUuid }, lock: { mode: 'pessimistic_write' } });
    if (!before) return null;
    await manager.getRepository(Capability).update({ capabilityUuid }, { isSummary });
    return { capability: { ...before, isSummary }, wasSummary: before.isSummary };
  }

  findSubjectiveValueType(uuid: string): Promise<SubjectiveValueType | null> {
    return this.m().getRepository(SubjectiveValueType).findOneBy({ subjectiveValueTypeUuid: uuid });
  }

  findSubjectiveValues(typeUuids: string[]): Promise<SubjectiveValue[]> {
    return this.m()
      .getRepository(SubjectiveValue)
      .find({ where: { subjectiveValueTypeUuid: In(typeUuids) }, order: { value: 'ASC' } });
  }

  findPda(pdaUuid: string, manager?: EntityManager): Promise<Pda | null> {
    return this.m(manager).getRepository(Pda).findOneBy({ pdaUuid });
  }

  findPdasOfNode(nodeUuid: string): Promise<Pda[]> {
    return this.m()
      .getRepository(Pda)
      .find({ where: { nodeUuid }, order: { description: 'ASC' } });
  }

  /**
   * A PDA with all its parts in one round trip (PDA reads are polled; issue 20), null when
   * missing: the same rows, keys and orders as findPda and findParts (TypeORM's entity
   * column order; fields and demands unordered, in the order the table gives them, as there).
   */
  async findPdaWithParts(pdaUuid: string): Promise<(Pda & { parts: PdaParts }) | null> {
    const [row] = await hotQuery(this.dataSource, PDA_WITH_PARTS, [pdaUuid]);
    return (row as Pda & { parts: PdaParts }) ?? null;
  }

  async findParts(pdaUuid: string): Promise<PdaParts> {
    const m = this.m();
    const [fields, variations, elements, objects, tools, demands] = await Promise.all([
      m.getRepository(PdaField).findBy({ pdaUuid }),
      m.query(
        `SELECT v.variation_uuid AS "variationUuid", v.description, v.short_description AS "shortDescription"
           FROM pda_variations pv JOIN variations v ON v.variation_uuid = pv.variation_uuid
          WHERE pv.pda_uuid = $1 ORDER BY v.description`,
        [pdaUuid],
      ) as Promise<Variation[]>,
      m.getRepository(PdaElement).find({ where: { pdaUuid }, order: { ordinal: 'ASC' } }),
      m.getRepository(PdaObject).find({ where: { pdaUuid }, order: { ordinal: 'ASC' } }),
      m.getRepository(PdaTool).find({ where: { pdaUuid }, order: { ordinal: 'ASC' } }),
      m.getRepository(PdaDemand).findBy({ pdaUuid }),
    ]);
    return { fields, variations, elements, objects, tools, demands };
  }

  async insertPda(
    pda: Partial<Pda>,
    variationUuids: string[],
    manager: EntityManager,
  ): Promise<void> {
    await manager.getRepository(Pda).insert(pda);
    await manager
      .getRepository(PdaVariation)
      .insert(variationUuids.map((variationUuid) => ({ pdaUuid: pda.pdaUuid!, variationUuid })));
  }

  async updatePda(pdaUuid: string, changes: Partial<Pda>, manager: EntityManager): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Pda)
      .set({ ...changes, version: () => 'version + 1' })
      .where('pda_uuid = :pdaUuid', { pdaUuid })
      .execute();
  }

  findField(
    pdaUuid: string,
    pdaTypeFieldUuid: string,
    manager?: EntityManager,
  ): Promise<PdaField | null> {
    return this.m(manager).getRepository(PdaField).findOneBy({ pdaUuid, pdaTypeFieldUuid });
  }

  /** Writes a field only if it is still at `expectedVersion`; answers false when it was not. */
  saveField(
    field: PdaField,
    expectedVersion: number | undefined,
    manager: EntityManager,
  ): Promise<number | undefined> {
    const { pdaUuid, pdaTypeFieldUuid, stringValue, valueType } = field;
    return this.saveVersioned(
      PdaField,
      { pdaUuid, pdaTypeFieldUuid },
      { stringValue, valueType },
      expectedVersion,
      manager,
    );
  }

  findDemand(
    pdaUuid: string,
    capabilityUuid: string,
    manager?: EntityManager,
  ): Promise<PdaDemand | null> {
    return this.m(manager).getRepository(PdaDemand).findOneBy({ pdaUuid, capabilityUuid });
  }

  /** Writes a demand only if it is still at `expectedVersion`: its new version, or undefined. */
  saveDemand(
    demand: Pick<PdaDemand, 'pdaUuid' | 'capabilityUuid' | 'value'>,
    expectedVersion: number | undefined,
    manager: EntityManager,
  ): Promise<number | undefined> {
    const { pdaUuid, capabilityUuid, value } = demand;
    return this.saveVersioned(
      PdaDemand,
      { pdaUuid, capabilityUuid },
      { value },
      expectedVersion,
      manager,
    );
  }

  /**
   * Optimistic write of one row with a `version` column: inserted at version 1 when missing
   * (expected version absent or 0), otherwise updated and bumped only while still at
   * `expectedVersion`. Two first saves at once: the second insert finds the row taken, i.e. stale.
   * Answers the version written, or undefined when the row was stale.
   */
  private async saveVersioned<T extends { version: number }>(
    entity: EntityTarget<T>,
    key: Partial<T>,
    values: Partial<T>,
    expectedVersion: number | undefined,
    manager: EntityManager,
  ): Promise<number | undefined> {
    // The update first: a saved row is the usual case, and one statement answers it.
    const updated = await manager
      .createQueryBuilder()
      .update(entity)
      .set({ ...values, version: () => 'version + 1' } as QueryDeepPartialEntity<T>)
      .where(key)
      .andWhere(expectedVersion === undefined ? '1 = 1' : 'version = :expectedVersion', {
        expectedVersion,
      })
      .returning('version')
      .execute();
    const version = (updated.raw as { version: number }[])[0]?.version;
    if (version !== undefined || (expectedVersion !== undefined && expectedVersion !== 0))
      return version;
    // No row, or one at another version: only a first save may insert, and a row already
    // there (saved meanwhile, or at another version) makes it stale.
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(entity)
      .values({ ...key, ...values, version: 1 } as QueryDeepPartialEntity<T>)
      .orIgnore()
      .execute();
    return (inserted.raw as unknown[]).length > 0 ? 1 : undefined;
  }

  existingVariations(uuids: string[]): Promise<Variation[]> {
    return this.m()
      .getRepository(Variation)
      .findBy({ variationUuid: In(uuids) });
  }
}

export interface PdaParts {
  fields: PdaField[];
  variations: Variation[];
  elements: PdaElement[];
  objects: PdaObject[];
  tools: PdaTool[];
  demands: PdaDemand[];
}

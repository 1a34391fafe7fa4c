import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { PersonIdDto, PersonMetaDto } from './dto/person.dto';
import { PersonMeta } from './entities/person.entities';

export interface PersonRow {
  personUuid: string;
  firstName: string;
  lastName: string;
  primaryIdUuid: string | null;
  clientNodeUuid: string;
  clientDescription: string;
  version: number;
}

/** The persons, person_ids and person_metas queries. */
@Injectable()
export class PeopleRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async findPerson(personUuid: string): Promise<PersonRow | undefined> {
    const rows: PersonRow[] = await this.dataSource.query(
      `SELECT p.person_uuid AS "personUuid", p.first_name AS "firstName", p.last_name AS "lastName",
              p.primary_id_uuid AS "primaryIdUuid", p.client_node_uuid AS "clientNodeUuid",
              c.description AS "clientDescription", p.version
         FROM persons p JOIN tree_nodes c ON c.node_uuid = p.client_node_uuid
        WHERE p.person_uuid = $1`,
      [personUuid],
    );
    return rows[0];
  }

  /** A person's client site (node uuid), for AccessService; undefined when there is none. */
  async clientIdOf(personUuid: string): Promise<string | undefined> {
    const rows: { client: string }[] = await this.dataSource.query(
      'SELECT client_node_uuid AS client FROM persons WHERE person_uuid = $1',
      [personUuid],
    );
    return rows[0]?.client;
  }

  /** A person's IDs, hidden types left out, the primary first. */
  findIds(personUuid: string): Promise<PersonIdDto[]> {
    return this.dataSource.query(
      `SELECT i.id_uuid AS "idUuid", i.id, i.id_type_uuid AS "idTypeUuid",
              i.info_source_uuid AS "infoSourceUuid", i.person_uuid AS "personUuid",
              t.schedulable, json_build_object('description', t.description) AS "aIDType"
         FROM person_ids i JOIN id_types t ON t.id_type_uuid = i.id_type_uuid
         JOIN persons p ON p.person_uuid = i.person_uuid
        WHERE i.person_uuid = $1 AND NOT t.hidden
        ORDER BY (i.id_uuid = p.primary_id_uuid) DESC, t.description, i.id`,
      [personUuid],
    );
  }

  /** The person holding an ID number of the type with this description. */
  async findPersonByIdNumber(idTypeDescription: string, id: string): Promise<string | undefined> {
    const rows: { personUuid: string }[] = await this.dataSource.query(
      `SELECT i.person_uuid AS "personUuid" FROM person_ids i
         JOIN id_types t ON t.id_type_uuid = i.id_type_uuid
        WHERE t.description = $1 AND i.id = $2`,
      [idTypeDescription, id],
    );
    return rows[0]?.personUuid;
  }

  async renamePerson(
    manager: EntityManager,
    personUuid: string,
    firstName: string,
    lastName: string,
  ): Promise<void> {
    await manager.query(
      `UPDATE persons SET first_name = $2, last_name = $3 WHERE person_uuid = $1`,
      [personUuid, firstName, lastName],
    );
  }

  findMetas(personUuid: string, field?: string): Promise<PersonMetaDto[]> {
    return this.dataSource.query(
      `SELECT metadata_field AS "metadataField", string_value AS "stringValue"
         FROM person_metas WHERE person_uuid = $1 AND ($2::text IS NULL OR metadata_field = $2)
        ORDER BY metadata_field, updated, string_value`,
      [personUuid, field ?? null],
    );
  }

  async values(manager: EntityManager, personUuid: string, field: string): Promise<string[]> {
    const rows = await manager.getRepository(PersonMeta).find({
      where: { personUuid, metadataField: field },
      order: { updated: 'ASC', stringValue: 'ASC' },
    });
    return rows.map((r) => r.stringValue);
  }

  /** Locks the person for a metadata write and bumps its version; answers the new version. */
  async lockAndBump(manager: EntityManager, personUuid: string): Promise<number | undefined> {
    // An UPDATE ... RETURNING answers [rows, affected count] through TypeORM.
    const [rows]: [{ version: number }[], number] = await manager.query(
      `UPDATE persons SET version = version + 1, updated = now() WHERE person_uuid = $1 RETURNING version`,
      [personUuid],
    );
    return rows[0]?.version;
  }

  async addValue(
    manager: EntityManager,
    meta: Omit<PersonMeta, 'person' | 'updated'>,
  ): Promise<void> {
    await manager.getRepository(PersonMeta).insert(meta);
  }

  async removeValues(
    manager: EntityManager,
    personUuid: string,
    field: string,
    value?: string,
  ): Promise<number> {
    const result = await manager.getRepository(PersonMeta).delete({
      personUuid,
      metadataField: field,
      ...(value === undefined ? {} : { stringValue: value }),
    });
    return result.affected ?? 0;
  }
}

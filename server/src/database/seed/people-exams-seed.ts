import type { EntityManager } from 'typeorm';
import { levelUuidOf } from '@domain/tree-levels';
import { seedExams, seedRooms } from './exams-seed';
import { seedExamForms, type CapabilityRow } from './exam-forms-seed';
import { seedIdCatalogue, seedPeople } from './people-seed';
import type { SeededRandom } from './random';

export interface PeopleExamsSeedSummary {
  persons: number;
  exams: number;
  locations: number;
  rooms: number;
}

/**
 * Rooms, exam forms (PPT measuring capabilities, TMM interview, process score), about 1,000
 * people with IDs and metadata, past exams with values, and today's and tomorrow's rosters.
 * The steps draw from one seeded sequence, so their order is the demo data: keep it.
 */
export async function seedPeopleAndExams(
  manager: EntityManager,
  random: SeededRandom,
  today = new Date(),
): Promise<PeopleExamsSeedSummary> {
  const clients: { node_uuid: string; description: string; time_zone: string }[] =
    await manager.query(
      `SELECT node_uuid, description, time_zone FROM tree_nodes WHERE level_uuid = $1 ORDER BY description`,
      [levelUuidOf('NAMC')],
    );
  const capabilities: CapabilityRow[] = await manager.query(
    `SELECT capability_uuid, code, description, units, max_value, direction FROM capabilities`,
  );
  const capability = new Map(capabilities.map((c) => [c.code, c]));

  const catalogue = await seedIdCatalogue(manager, random);
  const forms = await seedExamForms(manager, random, capability);
  const { locations, rooms } = await seedRooms(manager, random, clients, forms.types);
  const people = await seedPeople(manager, random, clients, catalogue, today);
  const exams = await seedExams(
    manager,
    random,
    today,
    forms,
    capabilities,
    rooms,
    people.applicationIds,
    new Map(clients.map((c) => [c.node_uuid, c.time_zone])),
  );
  return { persons: people.persons, exams, locations, rooms: rooms.length };
}

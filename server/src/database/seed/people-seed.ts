import type { EntityManager } from 'typeorm';
import { SHIFT_PREFERENCES } from '@domain/status';
import {
  IdType,
  InfoSource,
  Person,
  PersonId,
  PersonMeta,
} from '@server/modules/people/entities/person.entities';
import { fixtureCandidates } from './demo-candidates';
import type { SeededRandom } from './random';
import { insertInChunks } from './tree-seed';

export const PEOPLE_PER_CLIENT = 340;
const FIRST = [
  'Ava',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jamal',
  'Kira',
  'Liam',
  'Mara',
  'Noah',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Yara',
  'Zoe',
];
const LAST = [
  'Adams',
  'Baker',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ivanova',
  'Johnson',
  'Kim',
  'Lopez',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Silva',
  'Taylor',
  'Usman',
  'Varga',
  'Walker',
  'Young',
  'Zhang',
];

const pad = (n: number) => String(n).padStart(2, '0');
/** ddd-dd-dddd from the person's serial: unique at any scale (--scale 33 has 33,660 people). */
const legacySsn = (serial: number) =>
  String(serial)
    .padStart(9, '0')
    .replace(/^(\d{3})(\d{2})(\d{4})$/, '$1-$2-$3');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** Where people's IDs come from and which kinds of ID there are. */
export interface IdCatalogue {
  sources: { workday: string; walkIn: string };
  idTypes: { application: string; candidate: string; ssn: string };
}

/** A person's application ID, the one exams are booked under. */
export interface ApplicationId {
  idUuid: string;
  personUuid: string;
}

/** The info sources (Workday, walk-in) and ID types (application, candidate, legacy SSN). */
export async function seedIdCatalogue(
  manager: EntityManager,
  random: SeededRandom,
): Promise<IdCatalogue> {
  const sources = { workday: random.uuid(), walkIn: random.uuid() };
  await insertInChunks(manager, InfoSource, [
    { infoSourceUuid: sources.workday, description: 'Workday' },
    { infoSourceUuid: sources.walkIn, description: 'Walk-in registration' },
  ]);
  const idTypes = { application: random.uuid(), candidate: random.uuid(), ssn: random.uuid() };
  await insertInChunks(manager, IdType, [
    {
      idTypeUuid: idTypes.application,
      description: 'Application ID',
      schedulable: true,
      hidden: false,
    },
    {
      idTypeUuid: idTypes.candidate,
      description: 'Workday Candidate ID',
      schedulable: false,
      hidden: false,
    },
    { idTypeUuid: idTypes.ssn, description: 'SSN (legacy)', schedulable: false, hidden: true },
  ]);
  return { sources, idTypes };
}

/**
 * PEOPLE_PER_CLIENT people a client site, each with an application ID, most with the HR
 * system's candidate ID and name, a few with a legacy SSN, and contact and availability
 * metadata. Answers how many, and each client's application IDs (the exams book them).
 */
export async function seedPeople(
  manager: EntityManager,
  random: SeededRandom,
  clients: readonly { node_uuid: string }[],
  { sources, idTypes }: IdCatalogue,
  today: Date,
): Promise<{ persons: number; applicationIds: Map<string, ApplicationId[]> }> {
  const persons: object[] = [];
  const ids: object[] = [];
  const metas: object[] = [];
  const applicationIds = new Map<string, ApplicationId[]>();
  let serial = 0;
  for (const client of clients) {
    const own: ApplicationId[] = [];
    for (let i = 0; i < PEOPLE_PER_CLIENT; i++) {
      serial++;
      const personUuid = random.uuid();
      // Drawn for everyone, so the rest of the demo data stays as it was; a person holding a
      // candidate id takes the HR system's name for it instead.
      let firstName = random.pick(FIRST);
      let lastName = random.pick(LAST);
      const primaryIdUuid = random.uuid();
      const person = {
        personUuid,
        firstName,
        lastName,
        primaryIdUuid,
        clientNodeUuid: client.node_uuid,
      };
      persons.push(person);
      ids.push({
        idUuid: primaryIdUuid,
        personUuid,
        id: String(40_000_000 + serial * 7),
        idTypeUuid: idTypes.application,
        infoSourceUuid: sources.walkIn,
      });
      own.push({ idUuid: primaryIdUuid, personUuid });
      if (random.next() < 0.8) {
        ({ firstName, lastName } = fixtureCandidates().demoCandidateName(serial));
        Object.assign(person, { firstName, lastName });
        ids.push({
          idUuid: random.uuid(),
          personUuid,
          id: fixtureCandidates().demoCandidateId(serial),
          idTypeUuid: idTypes.candidate,
          infoSourceUuid: sources.workday,
        });
      }
      if (random.next() < 0.05)
        ids.push({
          idUuid: random.uuid(),
          personUuid,
          id: legacySsn(serial),
          idTypeUuid: idTypes.ssn,
          infoSourceUuid: sources.walkIn,
        });
      const meta = (metadataField: string, stringValue: string) =>
        metas.push({ personMetaUuid: random.uuid(), personUuid, metadataField, stringValue });
      meta('NAME', `${firstName} ${lastName}`);
      meta(
        '_Phone_',
        `(${random.int(200, 989)}) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      );
      meta('Email', `${firstName.toLowerCase()}.${lastName.toLowerCase()}${serial}@example.com`);
      if (random.next() < 0.5) {
        const wid = `W${String(100000 + serial)}`;
        const available = new Date(
          today.getFullYear(),
          today.getMonth(),
          today.getDate() + random.int(-10, 40),
        );
        meta(`availability_date_${wid}`, isoDate(available));
        meta(`days_notice_requested_${wid}`, String(random.int(0, 30)));
        meta(`first_shift_preference_${wid}`, random.pick(SHIFT_PREFERENCES));
        meta(`second_shift_preference_${wid}`, random.pick(SHIFT_PREFERENCES));
      }
    }
    applicationIds.set(client.node_uuid, own);
  }
  await insertInChunks(manager, Person, persons);
  await insertInChunks(manager, PersonId, ids);
  await insertInChunks(manager, PersonMeta, metas);
  return { persons: persons.length, applicationIds };
}

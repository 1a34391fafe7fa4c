import { randomInt } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { scopedGroupCode } from '@domain/groups';
import { registrationRecordFor } from '@server/modules/auth/opaque-registration';
import { SecurityGroup } from '@server/modules/users/entities/security-group.entity';
import { UserSecurityGroup } from '@server/modules/users/entities/user-security-group.entity';
import { User } from '@server/modules/users/entities/user.entity';
import type { SeededRandom } from './random';

export interface DemoCredential {
  userCode: string;
  password: string;
  groups: string[];
}

/** The first word of a client's name, which its demo pools are named after ("Riverside Day Pool"). */
export function clientScope(clientName: string): string {
  return clientName.split(/\s+/)[0];
}

/** A seeded client site: group codes name it by its node uuid (decision 0031). */
export interface SeededClient {
  name: string;
  nodeUuid: string;
}

const WORDS = [
  'Maple',
  'Harbor',
  'Copper',
  'Falcon',
  'Meadow',
  'Summit',
  'Willow',
  'Canyon',
  'Orbit',
  'Cedar',
];
const SYMBOLS = '!#$%&*+-=?@^_';

/** Meets the password checklist: upper and lower case, a digit, a symbol, 8+ characters. */
export function generatePassword(): string {
  const word = () => WORDS[randomInt(WORDS.length)];
  return `${word()}${word().toLowerCase()}${SYMBOLS[randomInt(SYMBOLS.length)]}${randomInt(100, 1000)}`;
}

function demoUsers(firstClient: SeededClient) {
  const scope = firstClient.nodeUuid;
  return [
    { userCode: 'admin', firstName: 'Avery', lastName: 'Admin', groups: ['premise:admin'] },
    { userCode: 'dev', firstName: 'Devon', lastName: 'Developer', groups: ['system:dev'] },
    {
      userCode: 'premise',
      firstName: 'Parker',
      lastName: 'Ergonomist',
      groups: [`premise:${scope}`],
    },
    { userCode: 'staffing', firstName: 'Sam', lastName: 'Staffing', groups: [`staffing:${scope}`] },
    {
      userCode: 'recruiter',
      firstName: 'Riley',
      lastName: 'Recruiter',
      groups: [`recruiter:${scope}`],
    },
    {
      userCode: 'employer',
      firstName: 'Emery',
      lastName: 'Employer',
      groups: [`employer:${scope}`],
    },
  ];
}

export function securityGroupsFor(clients: SeededClient[]): SecurityGroup[] {
  const groups = [
    {
      securityGroupCode: 'premise:admin',
      description: 'Premise administrators: every client, users, scheduler, cache',
    },
    {
      securityGroupCode: 'system:dev',
      description: 'Developers: everything, plus the global search',
    },
  ];
  for (const { name, nodeUuid } of clients) {
    const code = (kind: string) => scopedGroupCode(kind, nodeUuid);
    groups.push(
      { securityGroupCode: code('premise'), description: `Premise staff of ${name}` },
      { securityGroupCode: code('staffing'), description: `Staffing staff of ${name}` },
      { securityGroupCode: code('recruiter'), description: `Recruiters of ${name}` },
      {
        securityGroupCode: code('employer'),
        description: `HR people of ${name}: fit or not per open job, no measurements`,
      },
    );
  }
  return groups;
}

/** Security groups and the six demo users; answers their passwords to print once. */
export async function seedDemoUsers(
  manager: EntityManager,
  random: SeededRandom,
  clients: SeededClient[],
  opaqueServerSetup: string,
  adminPassword?: string,
): Promise<DemoCredential[]> {
  await manager.getRepository(SecurityGroup).insert(securityGroupsFor(clients));
  const credentials: DemoCredential[] = [];
  for (const demo of demoUsers(clients[0])) {
    const password =
      demo.userCode === 'admin' && adminPassword ? adminPassword : generatePassword();
    const userUuid = random.uuid();
    await manager.getRepository(User).insert({
      userUuid,
      userCode: demo.userCode,
      emailAddress: `${demo.userCode}@example.com`,
      firstName: demo.firstName,
      lastName: demo.lastName,
      registrationRecord: await registrationRecordFor(opaqueServerSetup, demo.userCode, password),
    });
    await manager
      .getRepository(UserSecurityGroup)
      .insert(demo.groups.map((securityGroupCode) => ({ userUuid, securityGroupCode })));
    // Printed once: a scoped group reads as its role and client site, not as a uuid.
    const label = (code: string) => code.replace(clients[0].nodeUuid, clients[0].name);
    credentials.push({ userCode: demo.userCode, password, groups: demo.groups.map(label) });
  }
  return credentials;
}

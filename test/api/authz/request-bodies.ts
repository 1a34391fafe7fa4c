import type { Operation } from '../../support/openapi-operations';
import type { Fixtures } from './fixtures';
import type { Caller } from './matrix.table';

/** A valid body, so that what answers is the access check and not validation. */
export function bodyFor(op: Operation, caller: Caller, fx: Fixtures): object | undefined {
  const bodies: Record<string, object> = {
    sendFyi: { message: 'Matrix check' },
    createUser: {
      emailAddress: `matrix-${caller}-${Date.now()}@example.com`,
      firstName: 'Matrix',
      lastName: caller,
    },
    updateUser: { emailAddress: 'matrix-throwaway@example.com', firstName: 'M', lastName: 'T' },
    savePreference: { value: { caller } },
    renameNode: { name: `Renamed by ${caller}` },
    setClientTimeZone: { timeZone: 'America/Los_Angeles' },
    setPdaField: { value: 'Matrix' },
    setPdaDemand: { value: 'TBD' },
    postWhatIf: { demands: [] },
    setPdaRowCell: { value: 'Matrix tool' },
    responseOidc: { state: 'matrix' },
    saveExamField: { value: '10.0' },
    // Not readable: an added endpoint never becomes the one person pages read from.
    createWorkdayEndpoint: {
      description: `Matrix endpoint of ${caller}`,
      uri: 'https://wd2-impl-services1.workday.com',
      tenant: 'matrix',
      isu: 'ISU_Matrix',
      clientId: 'matrix-client',
      clientSecret: 'matrix-secret',
      refreshToken: 'matrix-refresh-token',
      canRead: false,
      canWrite: false,
      isProduction: false,
    },
    updateWorkdayEndpoint: { isu: `ISU_${caller}` },
    createNhpClass: {
      description: `Matrix class of ${caller}`,
      nhpPoolUuid: fx.nhp.pool,
      classTimestamp: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  };
  return bodies[op.operationId];
}

import {
  startWorkdaySimulator,
  type WorkdaySimulator,
} from '../../scripts/workday-simulator/simulator.mjs';
import { WorkdayEndpointsService } from '@server/modules/workday/workday-endpoints.service';
import type { TestApp } from './test-app';

export { startWorkdaySimulator, type WorkdaySimulator };

/** Adds an endpoint to the simulator with the given rights; answers its uuid. */
export function addSimulatorEndpoint(
  t: TestApp,
  sim: WorkdaySimulator,
  rights: { description: string; canRead: boolean; canWrite: boolean; isProduction: boolean },
): Promise<string> {
  return t.app.get(WorkdayEndpointsService).create({
    ...rights,
    uri: sim.url,
    tenant: sim.tenant,
    isu: 'ISU_Test',
    clientId: sim.clientId,
    clientSecret: sim.clientSecret,
    refreshToken: sim.refreshToken,
  });
}

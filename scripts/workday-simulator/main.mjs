// Runs the Workday simulator on its own: node scripts/workday-simulator/main.mjs [port]
import { startWorkdaySimulator } from './simulator.mjs';

const sim = await startWorkdaySimulator({ port: Number(process.argv[2] ?? 0) });
console.log(`Workday simulator (tenant ${sim.tenant}) at ${sim.url}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => sim.close().then(() => process.exit(0)));

// The cluster tier's PostgreSQL: the migrated template alone (no demo data), each suite's
// database cloned from it (test/support/test-database.ts).
import type { TestProject } from 'vitest/node';
import { startTemplateCluster } from '../support/global-setup';

export default async function setup(project: TestProject) {
  const { baseUrl, stop } = await startTemplateCluster();
  project.provide('pgBaseUrl', baseUrl);
  return stop;
}

/**
 * Whether this instance is stopping: set when SIGTERM (or Ctrl-C) arrives, before the HTTP
 * server stops accepting. Readiness answers 503 from then on, so a load balancer or an
 * orchestrator sends no new work here while in-flight requests finish.
 */
let draining = false;

export function markDraining(): void {
  draining = true;
}

export function isDraining(): boolean {
  return draining;
}

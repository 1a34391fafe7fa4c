/** A failure at boot that the operator can fix; main prints the message alone and exits 1. */
export class StartupError extends Error {}

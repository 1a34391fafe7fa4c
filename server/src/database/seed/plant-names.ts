/** Vocabulary of a vehicle plant, for demo trees that read like the real thing. */
export const CLIENT_SITES = [
  'Riverside Vehicle Assembly',
  'Lakeview Powertrain',
  'Hillcrest Body & Paint',
  'Northgate Assembly',
  'Westbrook Components',
  'Pine Ridge Axle',
];

/**
 * The demo sites' time zones (decision 0041), in CLIENT_SITES order: Riverside keeps UTC's
 * clock all year (Reykjavik has no daylight saving), so screens and tests that name days by
 * UTC still meet its rosters; the others lie far apart.
 */
export const CLIENT_SITE_ZONES = [
  'Atlantic/Reykjavik',
  'America/Los_Angeles',
  'Europe/London',
  'America/Chicago',
  'Asia/Tokyo',
  'America/New_York',
];

export const VEHICLE_SHOPS: Record<string, string[]> = {
  Stamping: ['Press Line A', 'Press Line B', 'Blanking', 'Die Maintenance'],
  'Body Weld': ['Underbody', 'Side Members', 'Main Body', 'Closures'],
  Paint: ['Pretreatment', 'Sealer', 'Topcoat', 'Paint Repair'],
  Plastics: ['Injection Molding', 'Bumper Paint', 'Instrument Panel'],
  Assembly: ['Trim 1', 'Trim 2', 'Chassis 1', 'Chassis 2', 'Final 1', 'Final 2'],
  Quality: ['Final Inspection', 'Audit', 'Water Test'],
};

export const NON_VEHICLE_SHOPS: Record<string, string[]> = {
  'Tool & Die': ['Machining', 'Die Build'],
  Logistics: ['Receiving', 'Sequencing', 'Shipping'],
};

export const PROCESS_VERBS = [
  'Install',
  'Torque',
  'Load',
  'Inspect',
  'Seal',
  'Route',
  'Connect',
  'Fit',
  'Align',
  'Weld',
  'Apply',
  'Clip',
  'Mount',
  'Unload',
  'Check',
];

export const PROCESS_OBJECTS = [
  'windshield',
  'door panel',
  'seat bolts',
  'wire harness',
  'headliner',
  'fuel tank',
  'brake lines',
  'front bumper',
  'instrument panel',
  'tail lamp',
  'wheel nuts',
  'battery',
  'roof rail',
  'hood hinge',
  'floor carpet',
  'steering column',
  'radiator',
  'spare tire',
  'weather strip',
  'mirror',
];

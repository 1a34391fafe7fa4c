const STAFF = ['premise:', 'staffing:', 'recruiter:', 'system:dev'];
const PREMISE = ['premise:', 'system:dev'];
const ADMINS = ['premise:admin', 'system:dev'];
const TENANT = '00000000-0000-0000-0000-000000000000';

/** The navigation: one root link per screen, for the roles of decision 0007. */
export const DEMO_NAV_LINKS = [
  { description: 'Realtime Results', icon: 'Sensors', to: '/realtime', groupPrefixes: PREMISE },
  {
    description: 'Organisation Tree',
    icon: 'AccountTree',
    to: `/tree/${TENANT}`,
    groupPrefixes: STAFF,
  },
  {
    description: 'Rosters',
    icon: 'EventNote',
    to: '/rosters',
    groupPrefixes: [...PREMISE, 'recruiter:'],
  },
  {
    description: 'New/Open NHP Classes',
    icon: 'GroupAdd',
    to: '/nhp-list',
    groupPrefixes: [...PREMISE, 'staffing:'],
  },
  {
    description: 'Historical Classes',
    icon: 'History',
    to: '/historical-nhp-list',
    groupPrefixes: [...PREMISE, 'staffing:'],
  },
  {
    description: 'Pool Members',
    icon: 'People',
    to: '/nhp-pool',
    groupPrefixes: [...PREMISE, 'staffing:'],
  },
  { description: 'Match Statistics', icon: 'QueryStats', to: '/match-stats', groupPrefixes: STAFF },
  { description: 'Users', icon: 'ManageAccounts', to: '/users', groupPrefixes: ADMINS },
  {
    description: 'Fit for Jobs',
    icon: 'HowToReg',
    to: '/employer',
    groupPrefixes: ['employer:', ...ADMINS],
  },
  {
    description: 'Workday',
    icon: 'Hub',
    to: '/integrations/workday',
    groupPrefixes: [...PREMISE, 'recruiter:'],
  },
  { description: 'Cache Regions', icon: 'Memory', to: '/integrations/jcs', groupPrefixes: ADMINS },
  {
    description: 'Scheduler',
    icon: 'Schedule',
    to: '/integrations/scheduler',
    groupPrefixes: ADMINS,
  },
  {
    description: 'Capability Maintenance',
    icon: 'Tune',
    to: '/maintenance/capabilities',
    groupPrefixes: ADMINS,
  },
];

/** The five change-log entries of the specification, oldest first. */
export const DEMO_CHANGE_LOG = [
  { entryDate: '2025-06-16', description: "Single sign-on is enabled for one customer's users." },
  { entryDate: '2025-07-07', description: 'The INPROGRESS badge colour changed.' },
  { entryDate: '2025-07-28', description: 'New-hire classes can be unfinalized.' },
  { entryDate: '2025-08-18', description: 'The PDF icon shows a clock while a PDF is generating.' },
  {
    entryDate: '2025-09-01',
    description: 'Match reports are created automatically when PPT assessments are finalized.',
  },
];

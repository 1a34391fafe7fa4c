/** The navigation: one root link per screen of the product. */
export const DEMO_NAV_LINKS = [
  { description: 'Realtime Results', icon: 'Sensors', to: '/realtime' },
  {
    description: 'Organisation Tree',
    icon: 'AccountTree',
    to: '/tree/00000000-0000-0000-0000-000000000000',
  },
  { description: 'Rosters', icon: 'EventNote', to: '/rosters' },
  { description: 'New/Open NHP Classes', icon: 'GroupAdd', to: '/nhp-list' },
  { description: 'Historical Classes', icon: 'History', to: '/historical-nhp-list' },
  { description: 'Pool Members', icon: 'People', to: '/nhp-pool' },
  { description: 'Match Statistics', icon: 'QueryStats', to: '/match-stats' },
  { description: 'Users', icon: 'ManageAccounts', to: '/users' },
  { description: 'Workday', icon: 'Hub', to: '/integrations/workday' },
  { description: 'Cache Regions', icon: 'Memory', to: '/integrations/jcs' },
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

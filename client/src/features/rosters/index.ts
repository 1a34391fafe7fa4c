export { ExamPage } from './pages/ExamPage';
export { RostersPage } from './pages/RostersPage';
export { RosterDayNav } from './components/RosterDayNav';
export { isoDay, parseRosterDate } from './utils/rosterDate';
export { siteDateTime, siteZoneNote } from './utils/siteTime';
export { useSiteToday } from './hooks/useSiteToday';
export { ExamStatusChip } from './components/ExamStatusChip';

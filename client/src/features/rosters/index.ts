export { ExamPage } from './pages/ExamPage';
export { RostersPage } from './pages/RostersPage';
export { RosterDayNav } from './components/RosterDayNav';
export { parseRosterDate } from './utils/rosterDate';

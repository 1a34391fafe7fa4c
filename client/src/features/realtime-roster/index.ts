export { RealtimeRosterPage } from './pages/RealtimeRosterPage';

export { MatchStatsPage } from './pages/MatchStatsPage';

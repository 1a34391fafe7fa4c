export { MatchStatsPage } from './pages/MatchStatsPage';
// A demand in words ("at least 24 kg"), shared with the PDA editor's what-if.
export { demandText } from './matchStats';

export { HrObjectPage } from './pages/HrObjectPage';
export { useCandidateSync } from './hooks/useCandidateSync';

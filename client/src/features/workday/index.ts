export { HrObjectPage } from './pages/HrObjectPage';
export { useCandidateSync } from './hooks/useCandidateSync';
export { ObjectList as HrObjectList } from './components/ObjectList';
export { viewerPath } from './viewerPath';

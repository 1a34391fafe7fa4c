export { HrObjectPage } from './pages/HrObjectPage';
export { useCandidateSync } from './hooks/useCandidateSync';
export { ObjectList as HrObjectList, type Column as HrColumn } from './components/ObjectList';
export { viewerPath } from './viewerPath';

export { ExamPage } from './pages/ExamPage';
export { RostersPage } from './pages/RostersPage';

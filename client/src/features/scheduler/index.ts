export { SchedulerPage } from './pages/SchedulerPage';

export { EmployerJobPage } from './pages/EmployerJobPage';
export { EmployerJobsPage } from './pages/EmployerJobsPage';

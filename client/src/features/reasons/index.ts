export { ReasonsPage } from './pages/ReasonsPage';

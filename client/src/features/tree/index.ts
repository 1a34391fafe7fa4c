export { TreePage } from './pages/TreePage';

export { NhpClassPage } from './pages/NhpClassPage';
export { HistoricalNhpListPage, NhpListPage } from './pages/NhpClassesPage';
export { NhpPoolPage } from './pages/NhpPoolPage';

export { CachePage } from './pages/CachePage';

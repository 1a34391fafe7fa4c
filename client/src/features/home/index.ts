// What other features may import from home: the page, wired in app/routes.tsx.
export { HomePage } from './pages/HomePage';

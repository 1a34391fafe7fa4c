// What other features may import from users: the page, wired lazily in app/routes.tsx.
export { UsersPage } from './pages/UsersPage';

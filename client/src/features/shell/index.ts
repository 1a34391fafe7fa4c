// What other features may import from shell: the frame of the signed-in screens and its page
// spinner (app/routes.tsx), the version label (app/App.tsx), the navigation links.
export { AppLayout, PageProgress } from './components/AppLayout';
export { VersionLabel } from './components/VersionLabel';
export { useNavLinks } from './hooks/useNavLinks';

import { VersionLabel } from '../components/VersionLabel';
import { AppRoutes } from './routes';

export function App() {
  return (
    <>
      <AppRoutes />
      <VersionLabel />
    </>
  );
}

import { VersionLabel } from '@client/features/shell';
import { AppRoutes } from './routes';

export function App() {
  return (
    <>
      <AppRoutes />
      <VersionLabel />
    </>
  );
}

import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode, useMemo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { startClientErrorReports } from './api/errorReports';
import { App } from './app/App';
import { makeStore } from './app/store';
import { makeTheme } from './app/theme';
import { ErrorBoundary } from './components/ErrorBoundary';
import { followOtherTabs } from './features/auth';

void startClientErrorReports();
const store = makeStore();
setupListeners(store.dispatch);
followOtherTabs(store.dispatch);

/** The theme follows the system's light or dark setting, and changes when it does. */
function SystemTheme({ children }: { children: ReactNode }) {
  const dark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const theme = useMemo(() => makeTheme(dark ? 'dark' : 'light'), [dark]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <SystemTheme>
        <ErrorBoundary>
          <BrowserRouter basename="/app">
            <App />
          </BrowserRouter>
        </ErrorBoundary>
      </SystemTheme>
    </Provider>
  </StrictMode>,
);

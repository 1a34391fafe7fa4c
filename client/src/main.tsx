import { CssBaseline, ThemeProvider } from '@mui/material';
import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { startClientErrorReports } from './api/errorReports';
import { App } from './app/App';
import { makeStore } from './app/store';
import { theme } from './app/theme';
import { ErrorBoundary } from './components/ErrorBoundary';
import { followOtherTabs } from './features/auth';

void startClientErrorReports();
const store = makeStore();
setupListeners(store.dispatch);
followOtherTabs(store.dispatch);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ErrorBoundary>
          <BrowserRouter basename="/app">
            <App />
          </BrowserRouter>
        </ErrorBoundary>
      </ThemeProvider>
    </Provider>
  </StrictMode>,
);

import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { FakeWebSocket } from './fakeWebSocket';

// The setup file runs again before every file of the 'units' project, whose files share one
// window (isolate: false in vite.config.ts): extend Node's own Request, kept from the first run,
// not the previous run's patch.
const NodeRequest: typeof Request = ((
  globalThis as { __nodeRequest?: typeof Request }
).__nodeRequest ??= globalThis.Request);

/**
 * Node's Request, unlike a browser's, cannot resolve a relative URL against the page, and
 * fetchBaseQuery builds one from baseUrl '/api/v1'. Resolve against jsdom's location instead.
 */
class PageRelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}
globalThis.Request = PageRelativeRequest;

// The signed-in layout opens a socket; in unit tests it is always the fake.
globalThis.WebSocket = FakeWebSocket as unknown as typeof WebSocket;

// The data grid and the OPAQUE WebAssembly are slow under jsdom when two files render at once.
configure({ asyncUtilTimeout: 10_000 });

// Vitest globals are off, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  FakeWebSocket.reset();
});

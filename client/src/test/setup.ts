import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { FakeWebSocket } from './fakeWebSocket';

/**
 * Node's Request, unlike a browser's, cannot resolve a relative URL against the page, and
 * fetchBaseQuery builds one from baseUrl '/api/v1'. Resolve against jsdom's location instead.
 */
class PageRelativeRequest extends Request {
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

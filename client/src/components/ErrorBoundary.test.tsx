import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './ErrorBoundary';

function Exploding(): never {
  throw new Error('render failed');
}

describe(ErrorBoundary.name, () => {
  it('shows the error message and a reload button when a child throws', () => {
    // React reports caught render errors on the console; keep the test output readable.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary>
        <Exploding />
      </ErrorBoundary>,
    );

    expect(screen.getByText('An error has occurred')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });

  it("reports the error with its component stack to the server's log when no DSN is set", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <ErrorBoundary>
        <Exploding />
      </ErrorBoundary>,
    );

    const calls = fetchMock.mock.calls.filter(([url]) => url === '/api/v1/public/client-errors');
    expect(calls.length).toBeGreaterThan(0);
    const [, init] = calls[0];
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('X-Anti-Forgery')).toMatch(/^[0-9a-f]{32}$/);
    const body = JSON.parse(String(init?.body));
    expect(body.message).toBe('render failed');
    expect(body.componentStack).toContain('Exploding');
    expect(body.page).toBe(window.location.pathname);
    vi.unstubAllGlobals();
  });

  it('renders its children when nothing throws', () => {
    render(
      <ErrorBoundary>
        <p>all good</p>
      </ErrorBoundary>,
    );

    expect(screen.getByText('all good')).toBeInTheDocument();
    expect(screen.queryByText('An error has occurred')).not.toBeInTheDocument();
  });

  it('around a page, starts afresh when another page is opened', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response(null, { status: 204 })),
    );
    const page = (path: string) => (
      <ErrorBoundary resetKey={path}>
        {path === '/broken' ? <Exploding /> : <p>the next page</p>}
      </ErrorBoundary>
    );
    const { rerender } = render(page('/broken'));
    expect(screen.getByText('An error has occurred')).toBeInTheDocument();

    rerender(page('/users'));
    expect(screen.queryByText('An error has occurred')).not.toBeInTheDocument();
    expect(screen.getByText('the next page')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryFailure } from './QueryFailure';

const serverError = { status: 500, data: { message: 'The database is down' } };

describe(QueryFailure.name, () => {
  it('shows nothing while the query is fine', () => {
    const { container } = render(
      <QueryFailure query={{ isError: false, refetch: vi.fn() }} what="The roster" />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("names what failed with the server's message, and Retry refetches", () => {
    const refetch = vi.fn();
    render(
      <QueryFailure query={{ isError: true, error: serverError, refetch }} what="The roster" />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The roster could not be loaded: The database is down',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps what was loaded before when a refresh fails, saying so', () => {
    render(
      <QueryFailure
        query={{ isError: true, error: serverError, data: [], refetch: vi.fn() }}
        what="The roster"
        staleText="the roster loaded before"
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The last refresh failed (The database is down); showing the roster loaded before.',
    );
  });

  it('uses the seed-worded text and the given retry where a screen has them', () => {
    const onRetry = vi.fn();
    render(
      <QueryFailure
        query={{ isError: true, error: { status: 'FETCH_ERROR', error: 'x' }, refetch: vi.fn() }}
        what="The class"
        stale={false}
        failureText="Error: the class could not be loaded"
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: the class could not be loaded');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

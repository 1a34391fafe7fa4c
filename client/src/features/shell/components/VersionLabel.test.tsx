import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { VersionLabel } from './VersionLabel';

const env = {
  version: '2025.36.1',
  environment: 'staging',
  buildTime: '2025-09-01T12:30:00.000Z',
  hostname: 'portal-staging',
};

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe(VersionLabel.name, () => {
  it('shows the version the env endpoint answers', async () => {
    const fetchMock = stubFetch(200, env);
    renderWithProviders(<VersionLabel />);

    expect(screen.getByTestId('version-label')).toHaveTextContent('…');
    await waitFor(() =>
      expect(screen.getByTestId('version-label')).toHaveTextContent('v2025.36.1'),
    );

    const request = fetchMock.mock.calls[0][0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/v1/public/env');
  });

  it('expands to show environment and build time on click', async () => {
    stubFetch(200, env);
    const { user } = renderWithProviders(<VersionLabel />);
    const label = await screen.findByText('v2025.36.1');

    await user.click(label);
    const details = screen.getByTestId('version-details');
    expect(details).toHaveTextContent('Environment: staging');
    expect(details).toHaveTextContent('2025');
    expect(details).not.toHaveTextContent('2025-09-01T12:30:00.000Z');

    await user.click(label);
    expect(screen.queryByTestId('version-details')).not.toBeInTheDocument();
  });

  it('shows v? with the error in a tooltip when the endpoint fails', async () => {
    stubFetch(500, { statusCode: 500, error: 'Internal Server Error', message: 'Boom' });
    const { user } = renderWithProviders(<VersionLabel />);

    await waitFor(() => expect(screen.getByTestId('version-label')).toHaveTextContent('v?'));
    await user.hover(screen.getByTestId('version-label'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('HTTP 500: Boom');
  });
});

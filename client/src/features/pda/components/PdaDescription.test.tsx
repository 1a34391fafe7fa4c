import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import { apiError, json, storeSession, stubApi, type ApiRoutes } from '@client/test/stubApi';
import { lbsPreference, makePda, PDA_UUID, signIn } from '../test/pdaFixtures';
import { PdaPanel } from './PdaPanel';

const RENAME = 'PATCH secure/pda/:id/description/:x';

/** The panel over a server whose PDA takes the name the PATCH sends. */
function renderPanel(rename: ApiRoutes[string] | null = null, canWrite = true) {
  storeSession();
  let pda = makePda();
  const api = stubApi({
    'GET secure/pda/:id': () => json(pda),
    'GET private/capabilities': [],
    'GET secure/pdasum/byPDA/:id': [],
    'GET secure/pdasum/byNode/:id': [],
    ...lbsPreference(),
    [RENAME]:
      rename ??
      ((_request: Request, [, description]: string[]) => {
        pda = { ...pda, description };
        return json(pda);
      }),
  });
  const view = renderWithProviders(
    <PdaPanel pdaUuid={PDA_UUID} canWrite={canWrite} attachments={null} />,
  );
  signIn(view.store);
  return { api, ...view };
}

const heading = () => screen.findByRole('heading', { level: 2 });

describe('PdaDescription', { timeout: 30_000 }, () => {
  it('renames the PDA: the trimmed text is sent and the heading shows the saved name', async () => {
    const { user, api } = renderPanel();
    expect(await heading()).toHaveTextContent('Fit door (LHD)');

    await user.click(screen.getByRole('button', { name: 'Edit description' }));
    const field = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.change(field, { target: { value: '  Fit door / left  ' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(async () => expect(await heading()).toHaveTextContent('Fit door / left'));
    expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
    expect(api.paths()).toContain(
      `PATCH secure/pda/${PDA_UUID}/description/${encodeURIComponent('Fit door / left')}`,
    );
  });

  it('locks the field while saving, then keeps the draft and shows the refusal', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user } = renderPanel(() => new Promise<Response>((resolve) => (answer = resolve)));
    await user.click(await screen.findByRole('button', { name: 'Edit description' }));
    const field = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.change(field, { target: { value: 'Fit door (LHD) B' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(field).toBeDisabled());
    expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    answer(apiError(409, 'Another PDA of this node has that name'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The description was not saved: Another PDA of this node has that name',
    );
    expect(field).toBeEnabled();
    expect(field).toHaveValue('Fit door (LHD) B');
  });

  it('refuses an empty name without asking the server, and Cancel puts the heading back', async () => {
    const { user, api } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Edit description' }));
    const field = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.change(field, { target: { value: '   ' } });

    expect(screen.getByText('Description must not be empty')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(field, '{Enter}');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await heading()).toHaveTextContent('Fit door (LHD)');
    expect(api.paths().some((path) => path.startsWith('PATCH'))).toBe(false);
  });

  it('offers no editing without the right to write', async () => {
    renderPanel(null, false);
    expect(await heading()).toHaveTextContent('Fit door (LHD)');
    expect(screen.queryByRole('button', { name: 'Edit description' })).not.toBeInTheDocument();
  });
});

import { KANBAN_UPDATE_ERROR, KANBAN_VALUE_NOT_ECHOED } from '@domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CLASS_ID, JOB } from '@client/test/nhpData';
import { apiError, json } from '@client/test/stubApi';
import { NhpClassPage } from './NhpClassPage';
import {
  otherScope,
  recruiter,
  renderClass,
  kanbanRoutes,
  qtyInput,
  typeQuantity,
} from './nhpClassTestData';

describe(NhpClassPage.name, { timeout: 20_000 }, () => {
  it('shows the kanban tree with the seed disabled rules in KANBAN', async () => {
    renderClass(kanbanRoutes());

    expect(
      await screen.findByRole('heading', { name: 'Riverside Day New Hire Class' }),
    ).toBeVisible();
    expect(screen.getByTestId('class-status')).toHaveTextContent('Add Job Openings');
    await screen.findByRole('treegrid', { name: 'Kanban tree' });
    // The client site row has no input; the input edited is slot 1: an empty second shift is
    // closed even beside first-shift openings.
    expect(screen.queryByRole('textbox', { name: /openings of Riverside$/ })).toBeNull();
    expect(qtyInput('First', 'Assembly')).toBeEnabled();
    expect(qtyInput('Second', 'Assembly')).toBeDisabled();
    expect(qtyInput('First', 'Press line')).toHaveValue('2');
    expect(qtyInput('Second', 'Press line')).toBeDisabled();
    // "preferred" in the description closes both.
    expect(qtyInput('First', 'Paint preferred line')).toBeDisabled();
    expect(qtyInput('Second', 'Paint preferred line')).toBeDisabled();
    // KANBAN offers Finalize Kanbans and Delete, never the PLACEMENT actions.
    expect(screen.getByRole('button', { name: 'Finalize Kanbans' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Delete Class' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Auto-Place' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finalize Class' })).toBeNull();
  });

  it('sends a quantity to slot 1 and shows no alert when the value is echoed', async () => {
    const { api } = renderClass(
      kanbanRoutes({
        'PATCH secure/nhp-kanbans/:c/:n/:s/qty/:q': (_r: Request, [c, n, , q]: string[]) =>
          json({ kanbanUuid: 'k', nhpClassUuid: c, nodeUuid: n, qty1: Number(q), qty2: 0 }),
      }),
    );
    await screen.findByRole('treegrid', { name: 'Kanban tree' });
    await typeQuantity(qtyInput('First', 'Press line'), '5');

    await waitFor(() =>
      expect(api.paths()).toContain(`PATCH secure/nhp-kanbans/${CLASS_ID}/${JOB}/1/qty/5`),
    );
    expect(screen.queryByText(KANBAN_VALUE_NOT_ECHOED)).toBeNull();
  });

  it('alerts word for word when the answer does not echo a too-low quantity', async () => {
    renderClass(
      kanbanRoutes({
        'PATCH secure/nhp-kanbans/:c/:n/:s/qty/:q': (_r: Request, [c, n]: string[]) =>
          json({ kanbanUuid: 'k', nhpClassUuid: c, nodeUuid: n, qty1: 2, qty2: 0 }),
      }),
    );
    await screen.findByRole('treegrid', { name: 'Kanban tree' });
    await typeQuantity(qtyInput('First', 'Press line'), '0');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Couldn't update kanban. Are you trying to set the value to be too low?",
    );
  });

  it('alerts the update error when the call fails, and refuses 1000 without calling', async () => {
    const { api } = renderClass(
      kanbanRoutes({ 'PATCH secure/nhp-kanbans/:c/:n/:s/qty/:q': () => apiError(500, 'boom') }),
    );
    await screen.findByRole('treegrid', { name: 'Kanban tree' });
    await typeQuantity(qtyInput('First', 'Press line'), '1000');
    expect(qtyInput('First', 'Press line')).toHaveAttribute('aria-invalid', 'true');
    expect(qtyInput('First', 'Press line')).toHaveAccessibleDescription('0 to 999');
    expect(api.paths().some((p) => p.startsWith('PATCH'))).toBe(false);

    await typeQuantity(qtyInput('First', 'Assembly'), '3');
    expect(await screen.findByRole('alert')).toHaveTextContent(KANBAN_UPDATE_ERROR);
    expect(KANBAN_UPDATE_ERROR).toBe('Error updating kanban. Please try again.');
  });

  it('shows the tree read-only and no class action to a caller whose scope misses the pool', async () => {
    renderClass(kanbanRoutes(), otherScope);
    await screen.findByRole('treegrid', { name: 'Kanban tree' });

    expect(qtyInput('First', 'Press line')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Finalize Kanbans' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Class' })).toBeNull();
  });

  it('refuses the screen to a recruiter', async () => {
    const { api } = renderClass(kanbanRoutes(), recruiter);

    expect(await screen.findByText('You do not have access to this page.')).toBeVisible();
    expect(api.paths().some((p) => p.includes('nhp-classes'))).toBe(false);
  });

  it('shows a load failure as the seed words it: "Error: " and the error', async () => {
    renderClass({ 'GET private/nhp-classes/:id': () => apiError(503, 'Database unavailable') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Error: HTTP 503: Database unavailableRetry$/,
    );
  });

  it('answers a 403 with the no-access notice', async () => {
    renderClass({ 'GET private/nhp-classes/:id': () => apiError(403, 'Forbidden') });
    expect(await screen.findByText('You do not have access to this page.')).toBeVisible();
  });
});

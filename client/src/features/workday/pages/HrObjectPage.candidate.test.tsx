import { HR_OBJECT_TYPE_NO_ACCESS, INVALID_OBJECT_ID } from '@domain/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { base64Utf8 } from '@client/api/base64Utf8';
import { apiError, json, makeUserIn } from '@client/test/stubApi';
import { HrObjectPage } from './HrObjectPage';
import { CANDIDATE, candidateReads, renderViewer } from './HrObjectPage.fixtures';

describe(`${HrObjectPage.name} candidate`, { timeout: 20_000 }, () => {
  it('tells users without HR rights they have no access, reading nothing', async () => {
    const { api } = renderViewer('/integrations/workday', {}, makeUserIn('premise:Riverside'));
    expect(await screen.findByText('You do not have access to this page.')).toBeVisible();
    expect(api.paths()).not.toContain('GET secure/workday/endpoints');
  });

  it('opens the first readable production endpoint when none is named', async () => {
    renderViewer('/integrations/workday');
    await waitFor(() =>
      expect(screen.getByTestId('path')).toHaveTextContent('/integrations/workday/prod-e'),
    );
    expect(await screen.findByText(/Authenticated until/)).toBeVisible();
    expect(screen.getByText(INVALID_OBJECT_ID)).toBeVisible();
  });

  it('asks for a valid Object ID when it is unset or invalid, asking Workday nothing', async () => {
    const { api } = renderViewer('/integrations/workday/test-e/Candidate/CAND-12');
    const notice = await screen.findByText(INVALID_OBJECT_ID);
    expect(notice.parentElement).toHaveTextContent(/CAND- followed by 6 or 7 digits/);
    expect(candidateReads(api.paths())).toEqual([]);
  });

  it('says an unsupported object type needs an administrator', async () => {
    renderViewer('/integrations/workday/test-e/PreHire/P-0000006');
    expect(await screen.findByText(HR_OBJECT_TYPE_NO_ACCESS)).toBeVisible();
  });

  it('names an endpoint id that does not exist', async () => {
    renderViewer('/integrations/workday/nope/Candidate/CAND-0000006');
    expect(await screen.findByText('No HR endpoint has the id nope.')).toBeVisible();
  });

  it('shows a candidate with its person, applications and background checks', async () => {
    const { api } = renderViewer('/integrations/workday/test-e/Candidate/CAND-0000006');
    expect(await screen.findByRole('heading', { name: 'Ava Moreno' })).toBeVisible();
    expect(screen.getByText('Do not hire', { selector: '.MuiChip-label' })).toBeVisible();
    expect(screen.getByText('(555) 106-1006')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Moreno, Ava' })).toHaveAttribute(
      'href',
      '/person/66666666-7777-4888-8999-000000000000',
    );
    const apps = screen.getByRole('table', { name: 'Job applications' });
    expect(within(apps).getByText('JOB_APPLICATION-6-0')).toBeVisible();
    expect(within(apps).getByText('PPT: Passed')).toBeVisible();
    const checks = screen.getByRole('table', { name: 'Background checks' });
    expect(within(checks).getByText('Ordered')).toBeVisible();
    expect(within(checks).getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(api.paths()).toContain('GET secure/workday/test-e/candidate/Candidate_ID/CAND-0000006');
  });

  it('looks a candidate up by WID when the id is one', async () => {
    const { api } = renderViewer(`/integrations/workday/test-e/Candidate/${CANDIDATE.wID}`);
    await screen.findByRole('heading', { name: 'Ava Moreno' });
    expect(api.paths()).toContain(`GET secure/workday/test-e/candidate/WID/${CANDIDATE.wID}`);
  });

  it('offers no background check editing on production, read-only endpoints or to recruiters', async () => {
    renderViewer('/integrations/workday/prod-e/Candidate/CAND-0000006');
    const checks = await screen.findByRole('table', { name: 'Background checks' });
    expect(within(checks).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/edited only on a non-production HR endpoint with read and write access/),
    ).toBeVisible();
  });

  it.each([
    ['a read-only endpoint', 'ro-e', makeUserIn('staffing:Riverside')],
    ['a recruiter', 'test-e', makeUserIn('recruiter:Riverside')],
  ])('offers no editing to %s', async (_case, e, me) => {
    renderViewer(`/integrations/workday/${e}/Candidate/CAND-0000006`, {}, me);
    const checks = await screen.findByRole('table', { name: 'Background checks' });
    expect(within(checks).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('sends the changed background check fields base64-encoded, then reads the candidate again', async () => {
    const sent: string[] = [];
    const { api, user } = renderViewer('/integrations/workday/test-e/Candidate/CAND-0000006', {
      'PATCH secure/workday/:e/backgroundCheck/:id/:v': (_r: Request, [, , v]: string[]) => {
        sent.push(atob(v));
        return json({ success: true, message: 'Background check BGC-6-0 updated' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    const status = within(dialog).getByLabelText('Package status');
    // Pasted rather than typed key by key: the same change events, a tenth of the renders.
    await user.clear(status);
    await user.paste('Received');
    const url = within(dialog).getByLabelText('Results URL');
    await user.click(url);
    await user.paste('ftp://nope');
    expect(within(dialog).getByText('resultsURL is an http(s) URL')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(url);
    await user.paste('https://checks.example/r/6');
    const readsBefore = candidateReads(api.paths()).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Background check BGC-6-0 updated')).toBeVisible();
    expect(sent.map((s) => JSON.parse(s))).toEqual([
      { packageStatus: 'Received', resultsURL: 'https://checks.example/r/6' },
    ]);
    await waitFor(() => expect(candidateReads(api.paths()).length).toBe(readsBefore + 1));
  });

  it.each([
    [
      'a refusal',
      () => json({ success: false, message: "Workday: 'Lost' is not a Background Check Status" }),
      "Error: Workday: 'Lost' is not a Background Check Status",
    ],
    [
      'a failure',
      () => apiError(502, 'Workday answered 503 Service Unavailable'),
      'Error: Workday answered 503 Service Unavailable',
    ],
  ])(
    'alerts "Error: " and the message on %s, and reads the view again',
    async (_c, answer, text) => {
      const { api, user } = renderViewer('/integrations/workday/test-e/Candidate/CAND-0000006', {
        'PATCH secure/workday/:e/backgroundCheck/:id/:v': answer,
      });
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog');
      await user.type(within(dialog).getByLabelText('Package comment'), 'Checked');
      const readsBefore = candidateReads(api.paths()).length;
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('alert', { name: '' })).toBeDefined();
      expect(await screen.findByText(text)).toBeVisible();
      await waitFor(() => expect(candidateReads(api.paths()).length).toBe(readsBefore + 1));
    },
  );

  it('says so when the HR system has no such candidate', async () => {
    renderViewer('/integrations/workday/test-e/Candidate/CAND-0009999', {
      'GET secure/workday/:e/candidate/:a/:b': () =>
        apiError(404, 'No candidate CAND-0009999 in Workday'),
    });
    expect(await screen.findByText('No candidate CAND-0009999 in Workday')).toBeVisible();
  });

  it('searches workers once the typing pauses, the text base64 in the path', async () => {
    const { api, user } = renderViewer('/integrations/workday/test-e/Worker', {
      'GET secure/workday/:e/workers/:a/:b': [
        {
          id: 'w1',
          descriptor: 'Ava Moreno',
          workerId: '21001',
          primaryWorkEmail: 'ava.moreno@plant.example.com',
          businessTitle: 'Production Associate',
        },
      ],
    });
    await user.type(await screen.findByRole('textbox', { name: 'Object ID' }), 'Ava M');

    expect(await screen.findByText('21001')).toBeVisible();
    const searches = api.paths().filter((p) => p.includes('/workers/'));
    expect(searches).toEqual([
      `GET secure/workday/test-e/workers/25/${encodeURIComponent(base64Utf8('Ava M'))}`,
    ]);
    expect(screen.getByTestId('path')).toHaveTextContent(
      '/integrations/workday/test-e/Worker/Ava%20M',
    );
  });

  it('lists reference IDs', async () => {
    renderViewer('/integrations/workday/test-e/Reference/Background_Check_Status_ID');
    const table = await screen.findByRole('table', { name: 'Reference IDs' });
    expect(within(table).getByText('Complete')).toBeVisible();
  });

  it('says when a reference ID type has none', async () => {
    renderViewer('/integrations/workday/test-e/Reference/Job_Family_ID', {
      'GET secure/workday/:e/references/:x': [],
    });
    expect(
      await screen.findByText('The HR system has no reference IDs of type Job_Family_ID.'),
    ).toBeVisible();
  });

  it('says when no candidate has an e-mail address', async () => {
    renderViewer('/integrations/workday/test-e/Email/nobody@example.com', {
      'GET secure/workday/:e/candidates-by-email/:x': [],
    });
    expect(
      await screen.findByText('No candidate has the e-mail address nobody@example.com.'),
    ).toBeVisible();
  });
});

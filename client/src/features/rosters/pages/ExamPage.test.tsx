import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@client/test/renderWithProviders';
import {
  apiError,
  json,
  makeUser,
  signedInRoutes,
  stubApi,
  type ApiRoutes,
} from '@client/test/stubApi';
import { RequireAuth } from '@client/features/auth';
import type { ExamDto, ExamFieldDto } from '../api/rostersApi';
import {
  AIDS,
  EXAM,
  HAND,
  LIFT,
  NOTES,
  PERSON,
  SECTIONS,
  exam,
  roster,
} from '@client/test/rosterData';
import { ExamPage } from './ExamPage';

const premise = makeUser({
  userCode: 'premise',
  collUserSecurityGroups: [{ securityGroupCode: 'premise:Riverside', userUuid: '1111' }],
});
const recruiter = makeUser({
  userCode: 'recruiter',
  collUserSecurityGroups: [{ securityGroupCode: 'recruiter:Riverside', userUuid: '1111' }],
});
const value = (examTypeFieldUuid: string, stringValue: string): ExamFieldDto => ({
  examFieldUuid: `v-${examTypeFieldUuid}`,
  examTypeFieldUuid,
  examUuid: EXAM,
  stringValue,
});

function renderExam(
  routes: ApiRoutes = {},
  { me = premise, state = exam(), values = [] as ExamFieldDto[] } = {},
) {
  const saved: { fieldId: string; value: string }[] = [];
  const api = stubApi({
    ...signedInRoutes(me),
    'GET secure/exams/:id': state,
    'GET private/exams/:id/exam-fields': values,
    'GET private/exam-sections/:id': SECTIONS,
    'GET secure/rosters/:y/:m/:d': roster(),
    'PATCH secure/exams/:id/exam-fields/:fieldId': async (
      request: Request,
      [, fieldId]: string[],
    ) => {
      const body = (await request.json()) as { value: string };
      saved.push({ fieldId, value: body.value });
      return json({
        field: body.value ? value(fieldId, body.value) : null,
        examStatusEnum: 'INPROGRESS',
        version: 2,
        completionPercent: 50,
      });
    },
    ...routes,
  });
  return {
    api,
    saved,
    ...renderWithProviders(
      <RequireAuth>
        <Routes>
          <Route path="/rosters/:year/:month/:day/:uuid" element={<ExamPage />} />
          <Route path="/rosters/:year/:month/:day" element={<p>Roster page</p>} />
        </Routes>
      </RequireAuth>,
      { route: `/rosters/2026/11/25/${EXAM}` },
    ),
  };
}

describe(ExamPage.name, { timeout: 20_000 }, () => {
  it('lays out the form and saves a number with one decimal, turning the exam in progress', async () => {
    const { user, saved } = renderExam();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adams, Ava' }),
    ).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Strength' });
    const lift = within(section).getByRole('textbox', { name: /Lift \(kg\)/ });
    await user.type(lift, '12');
    await user.tab();
    await waitFor(() => expect(saved).toEqual([{ fieldId: LIFT, value: '12.0' }]));
    expect(lift).toHaveValue('12.0');
    expect(await screen.findByText('In Progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify (50%)' })).toBeInTheDocument();
  });

  it("links to the candidate's page, and to their match reasons only for those who may read them", async () => {
    renderExam();
    expect(await screen.findByRole('link', { name: 'Candidate page' })).toHaveAttribute(
      'href',
      `/person/${PERSON}`,
    );
    expect(screen.queryByRole('link', { name: 'Match reasons' })).not.toBeInTheDocument();
  });

  it('shows no reasons link to system:dev (seed 001: premise:admin only)', async () => {
    const dev = makeUser({
      userCode: 'dev',
      collUserSecurityGroups: [{ securityGroupCode: 'system:dev', userUuid: '1111' }],
    });
    renderExam({}, { me: dev });
    expect(await screen.findByRole('link', { name: 'Candidate page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Match reasons' })).not.toBeInTheDocument();
  });

  it('shows a label with its unit above its input, and no group label repeating the section', async () => {
    renderExam({
      'GET private/exam-sections/:id': [
        {
          ...SECTIONS[0],
          collExamTypeGroups: SECTIONS[0].collExamTypeGroups.map((g, i) =>
            i === 0 ? { ...g, description: 'Strength' } : g,
          ),
        },
        ...SECTIONS.slice(1),
      ],
    });
    const section = await screen.findByRole('region', { name: 'Strength' });
    // The section's title once, as its heading: the group of the same name shows no label.
    expect(within(section).getAllByText('Strength')).toHaveLength(1);
    const label = within(section).getByText('Lift (kg)');
    expect(label.tagName).toBe('LABEL');
    expect(label).not.toHaveClass('MuiInputLabel-root');
    expect(within(section).getByRole('textbox', { name: 'Lift (kg)' })).toBeInTheDocument();
  });

  it('marks a required field left empty as soon as one leaves it, before Verify', async () => {
    const { user } = renderExam();
    const lift = await screen.findByRole('textbox', { name: /Lift \(kg\)/ });
    expect(screen.queryByText('Required')).not.toBeInTheDocument();
    await user.click(lift);
    await user.tab();
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(lift).toHaveAttribute('aria-invalid', 'true');
    // Only the field left: the other required one is untouched.
    expect(screen.getAllByText('Required')).toHaveLength(1);
  });

  it('links an admin to the match reasons', async () => {
    renderExam({}, { me: makeUser() });
    expect(await screen.findByRole('link', { name: 'Match reasons' })).toHaveAttribute(
      'href',
      `/reasons/${PERSON}`,
    );
  });

  it('refuses a value outside the hard bounds and colours one outside the soft bounds', async () => {
    const { user, saved } = renderExam();
    const lift = await screen.findByRole('textbox', { name: /Lift \(kg\)/ });
    await user.type(lift, '101');
    await user.tab();
    expect(screen.getByText('Lift (kg) must be between 0 and 100')).toBeInTheDocument();
    expect(saved).toEqual([]);
    await user.clear(lift);
    await user.type(lift, '80');
    expect(lift).toHaveAttribute('data-soft-bounds', 'outside');
    await user.clear(lift);
    await user.type(lift, '50');
    expect(lift).toHaveAttribute('data-soft-bounds', 'inside');
  });

  it('saves a multiselect in option order and a text area as one types', async () => {
    const { user, saved } = renderExam();
    await user.click(await screen.findByRole('combobox', { name: 'Aids used' }));
    await user.click(screen.getByRole('option', { name: 'GLOVES' }));
    await waitFor(() => expect(saved).toContainEqual({ fieldId: AIDS, value: 'GLOVES' }));
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Calm');
    // Leading edge at once, the rest folded into the trailing save a second later.
    await waitFor(() => expect(saved).toContainEqual({ fieldId: NOTES, value: 'Calm' }), {
      timeout: 3000,
    });
    expect(saved.filter((s) => s.fieldId === NOTES).length).toBeLessThanOrEqual(3);
  });

  it('marks the missing required fields on Verify and keeps Finalize off until complete', async () => {
    const { user } = renderExam();
    await user.click(await screen.findByRole('button', { name: 'Verify (0%)' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Finalize' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No Show' })).toBeEnabled();
  });

  it('finalizes a complete exam with the seed’s notice', async () => {
    let state: ExamDto = exam({ examStatusEnum: 'INPROGRESS', completionPercent: 100 });
    const { user } = renderExam(
      {
        'GET secure/exams/:id': () => json(state),
        'POST secure/exams/:id/finalize': () => {
          state = { ...state, examStatusEnum: 'COMPLETE' };
          return json(state);
        },
        'GET secure/exams/:id/isScored': { isScored: true },
      },
      { values: [value(LIFT, '20.0'), value(HAND, 'LEFT')] },
    );
    await user.click(await screen.findByRole('button', { name: 'Finalize' }));
    expect(await screen.findByText('Exam Finalized')).toBeInTheDocument();
    expect(await screen.findByText('Scored')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Lift \(kg\)/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Unfinalize' })).toBeInTheDocument();
  });

  it('announces a no-show under the title Exam Finalized', async () => {
    const { user } = renderExam({
      'POST secure/exams/:id/noShow': json(exam({ examStatusEnum: 'NOSHOW' })),
    });
    await user.click(await screen.findByRole('button', { name: 'No Show' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Exam Finalized');
    expect(alert).toHaveTextContent('Exam has been marked as a no-show.');
  });

  it('fetches the exam, its fields and the roster again, silently, when a transition fails', async () => {
    const { user, api } = renderExam({
      'POST secure/exams/:id/noShow': () => apiError(409, 'A no-show cannot have required fields'),
    });
    await user.click(await screen.findByRole('button', { name: 'No Show' }));
    await waitFor(() =>
      expect(api.paths().filter((p) => p === `GET secure/exams/${EXAM}`).length).toBe(2),
    );
    expect(api.paths().filter((p) => p.startsWith('GET secure/rosters/')).length).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is read-only for a recruiter and for a closed exam', async () => {
    renderExam({}, { me: recruiter });
    const lift = await screen.findByRole('textbox', { name: /Lift \(kg\)/ });
    expect(lift).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Verify/ })).not.toBeInTheDocument();
  });

  it('says when the exam does not exist', async () => {
    renderExam({ 'GET secure/exams/:id': () => apiError(404, 'Exam not found') });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This exam does not exist, or is not at a site you can see.',
    );
  });
});

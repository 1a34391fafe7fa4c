import { POLL_HR_DATA_MS } from '@domain/timing';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import {
  useListPersonWorkdayPreHiresQuery,
  useListPersonWorkdaySelfSchedulesQuery,
  useListPersonWorkdayWorkersQuery,
} from '../api/personApi';
import { Section } from '@client/components/Section';
import { HrObjectList, viewerPath } from '@client/features/workday';

/**
 * The person's other records in the HR system, polled like the rest of its HR data: the slots
 * their candidates booked on self-schedule calendars, pre-hires of their candidate ids, and
 * workers the HR worker search finds by their name.
 */
export function HrRecords({ personUuid, endpoint }: { personUuid: string; endpoint: string }) {
  const poll = { pollingInterval: POLL_HR_DATA_MS };
  const preHires = useListPersonWorkdayPreHiresQuery({ id: personUuid }, poll);
  const workers = useListPersonWorkdayWorkersQuery({ id: personUuid }, poll);
  const selfSchedules = useListPersonWorkdaySelfSchedulesQuery({ id: personUuid }, poll);
  return (
    <>
      <Section title="Self-schedules">
        <HrObjectList
          title="Self-schedules"
          query={selfSchedules}
          rowKey={(s) => s.wID}
          empty="The person has booked no self-schedule slot."
          columns={[
            { label: 'When', cell: (s) => new Date(s.startTime).toLocaleString() },
            {
              label: 'Duration',
              cell: (s) => (s.durationMinutes === null ? '—' : `${s.durationMinutes} min`),
            },
            { label: 'Calendar', cell: (s) => `${s.calendarName} (${s.calendarType})` },
            { label: 'Location', cell: (s) => s.location || '—' },
            { label: 'Status', cell: (s) => s.status },
            { label: 'Candidate', cell: (s) => s.candidateId },
          ]}
        />
      </Section>
      <Section title="Pre-hires">
        <HrObjectList
          title="Pre-hires"
          query={preHires}
          rowKey={(p) => p.wID}
          empty="The HR system has no pre-hire of this person."
          columns={[
            { label: 'Applicant ID', cell: (p) => p.applicantId },
            {
              label: 'Candidate',
              cell: (p) => (
                <Link component={RouterLink} to={viewerPath(endpoint, 'Candidate', p.candidateId)}>
                  {p.candidateId}
                </Link>
              ),
            },
            { label: 'Name', cell: (p) => `${p.firstName} ${p.lastName}` },
            { label: 'E-mail', cell: (p) => p.emailAddress },
          ]}
        />
      </Section>
      <Section title="Workers">
        <HrObjectList
          title="Workers"
          query={workers}
          rowKey={(w) => w.id}
          empty="The HR system has no worker of this name."
          columns={[
            {
              label: 'Worker ID',
              cell: (w) => (
                <Link component={RouterLink} to={viewerPath(endpoint, 'Worker', w.workerId)}>
                  {w.workerId}
                </Link>
              ),
            },
            { label: 'Name', cell: (w) => w.descriptor },
            { label: 'Work e-mail', cell: (w) => w.primaryWorkEmail },
            { label: 'Business title', cell: (w) => w.businessTitle },
          ]}
        />
      </Section>
    </>
  );
}

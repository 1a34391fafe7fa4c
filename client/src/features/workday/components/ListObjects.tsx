import { WORKER_SEARCH_LIMIT } from '@domain/workday';
import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { base64Utf8 } from '@client/api/base64Utf8';
import {
  useListWorkdayCandidatesByEmailQuery,
  useListWorkdayReferencesQuery,
  useSearchWorkdayWorkersQuery,
} from '../api/workdayApi';
import { viewerPath } from '../viewerPath';
import { ObjectList } from './ObjectList';

/** Workers whose name or worker ID matches the text (the REST Staffing API's search). */
export function WorkerResults({ endpoint, text }: { endpoint: string; text: string }) {
  const query = useSearchWorkdayWorkersQuery({
    e: endpoint,
    a: String(WORKER_SEARCH_LIMIT),
    b: base64Utf8(text),
  });
  return (
    <ObjectList
      title="Workers"
      query={query}
      rowKey={(w) => w.id}
      empty={`No worker matches "${text}".`}
      columns={[
        { label: 'Name', cell: (w) => w.descriptor },
        { label: 'Worker ID', cell: (w) => w.workerId },
        { label: 'Work e-mail', cell: (w) => w.primaryWorkEmail },
        { label: 'Business title', cell: (w) => w.businessTitle },
        { label: 'WID', cell: (w) => w.id },
      ]}
    />
  );
}

/** The candidates holding an e-mail address, each opening as a candidate. */
export function EmailCandidates({ endpoint, email }: { endpoint: string; email: string }) {
  const query = useListWorkdayCandidatesByEmailQuery({ e: endpoint, x: email });
  return (
    <ObjectList
      title="Candidates"
      query={query}
      rowKey={(c) => c.wID}
      empty={`No candidate has the e-mail address ${email}.`}
      columns={[
        {
          label: 'Candidate ID',
          cell: (c) => (
            <Link component={RouterLink} to={viewerPath(endpoint, 'Candidate', c.candidateId)}>
              {c.candidateId}
            </Link>
          ),
        },
        { label: 'Name', cell: (c) => `${c.firstName} ${c.lastName}` },
        { label: 'Job applications', cell: (c) => c.collWorkdayJobApplications.length },
        { label: 'Withdrawn', cell: (c) => (c.withdrawn ? 'Yes' : 'No') },
      ]}
    />
  );
}

/** The reference IDs of a type (Recruiting_Stage_ID, Background_Check_Status_ID, ...). */
export function ReferenceList({ endpoint, type }: { endpoint: string; type: string }) {
  const query = useListWorkdayReferencesQuery({ e: endpoint, x: type });
  return (
    <ObjectList
      title="Reference IDs"
      query={query}
      rowKey={(r) => r.wID}
      empty={`The HR system has no reference IDs of type ${type}.`}
      columns={[
        { label: 'ID', cell: (r) => r.id },
        { label: 'WID', cell: (r) => r.wID },
        { label: 'Type', cell: (r) => r.referenceIdType },
      ]}
    />
  );
}

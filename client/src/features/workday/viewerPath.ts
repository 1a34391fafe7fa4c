import type { WorkdayObjectType } from '@domain/workday';

/** The viewer's path for an endpoint, an object type and an object id (each optional in turn). */
export function viewerPath(endpoint?: string, type?: string, id?: string): string {
  const parts = ['/integrations/workday'];
  if (endpoint) {
    parts.push(encodeURIComponent(endpoint));
    if (type) {
      parts.push(encodeURIComponent(type));
      if (id && id.trim() !== '') parts.push(encodeURIComponent(id.trim()));
    }
  }
  return parts.join('/');
}

/** How each object type is named in the picker and what its object id is. */
export const OBJECT_TYPE_LABELS: Record<WorkdayObjectType, { label: string; idLabel: string }> = {
  Candidate: { label: 'Candidate', idLabel: 'Candidate ID (CAND-…) or WID' },
  Worker: { label: 'Worker search', idLabel: 'Worker name or ID' },
  Email: { label: 'Candidates by e-mail', idLabel: 'E-mail address' },
  Reference: { label: 'Reference IDs', idLabel: 'Reference ID type (e.g. Recruiting_Stage_ID)' },
};

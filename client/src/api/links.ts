import { SESSION_JWT_KEY } from './requestHeaders';

/** Links that cannot send headers carry the session token as ?jwt= (seed 000 section 7). */
export function withJwt(path: string, storage: Storage = localStorage): string {
  const jwt = storage.getItem(SESSION_JWT_KEY) ?? '';
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}jwt=${encodeURIComponent(jwt)}`;
}

const api = (path: string) => `/api/v1/${path}`;
const seg = encodeURIComponent;

export const nodePdfUrl = (nodeUuid: string) => withJwt(api(`secure/nodes/${seg(nodeUuid)}/pdf`));
export const pdaPdfUrl = (pdaUuid: string) => withJwt(api(`secure/pda/${seg(pdaUuid)}/pdf`));
export const fileUrl = (fileUuid: string) => withJwt(api(`secure/file/${seg(fileUuid)}`));
/** The server's score PDF of each kind of exam (seed 001: /pdf/ppt.pdf, tmm-score.pdf, score.pdf). */
const SCORE_PDFS = { PPT: 'ppt.pdf', TMM: 'tmm-score.pdf', PROCESS: 'score.pdf' } as const;

/**
 * An exam's score PDF with uuid and person_uuid: a PPT's measurements (ppt.pdf), a TMM
 * interview's ratings and notes (tmm-score.pdf), any other exam's score sheet (score.pdf).
 */
export const scorePdfUrl = (
  examUuid: string,
  personUuid: string,
  kind: keyof typeof SCORE_PDFS = 'PROCESS',
) =>
  withJwt(
    `/api/v1/pdf/${SCORE_PDFS[kind] ?? SCORE_PDFS.PROCESS}?uuid=${seg(examUuid)}&person_uuid=${seg(personUuid)}`,
  );

/**
 * A person's score PDF for a job (specification, document 000, section 7: "scores PDFs by
 * person and node"; document 001, section 7: ppt.pdf with person_uuid and node_uuid): their
 * newest complete PPT's measurements beside the demands of the node's active PDAs.
 */
export const personJobScorePdfUrl = (personUuid: string, nodeUuid: string) =>
  withJwt(`/api/v1/pdf/ppt.pdf?person_uuid=${seg(personUuid)}&node_uuid=${seg(nodeUuid)}`);

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
/** The score sheet of an exam (seed 001: /pdf/score.pdf with uuid and person_uuid). */
export const scorePdfUrl = (examUuid: string, personUuid: string) =>
  withJwt(`/api/v1/pdf/score.pdf?uuid=${seg(examUuid)}&person_uuid=${seg(personUuid)}`);

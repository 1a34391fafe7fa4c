import { parseGroupCode } from '@domain/groups';
import type { SecurityGroupDto } from '../api/usersApi';

/**
 * How a group reads on the Users screen: a scoped group names its client site by uuid
 * (decision 0031), so it shows as its role and the site's live name ("staffing: Riverside
 * Vehicle Assembly"); any other group, or one whose site the list does not name, as its code.
 */
export function groupLabel(code: string, groups: readonly SecurityGroupDto[] | undefined): string {
  const clientName = groups?.find((g) => g.securityGroupCode === code)?.clientName;
  const kind = parseGroupCode(code)?.kind;
  return clientName && kind ? `${kind}: ${clientName}` : code;
}

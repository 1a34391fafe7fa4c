import { Injectable } from '@nestjs/common';
import {
  backgroundCheckValueProblem,
  canEditBackgroundChecks,
  CANDIDATE_ID_PATTERN,
  CANDIDATE_ID_TYPES,
  EMAIL_PATTERN,
  REFERENCE_ID_TYPE_PATTERN,
  WID_PATTERN,
  WORKER_SEARCH_LIMIT,
  type BackgroundCheckField,
} from '@domain/workday';
import type { Principal } from '@server/common/auth/principal';
import { AuditService } from '@server/modules/audit/audit.service';
import type {
  WorkdayBearerDto,
  WorkdayCandidateDto,
  WorkdayPreHireDto,
  WorkdayReferenceDto,
  WorkdaySelfScheduleDto,
  WorkdayServerTimestampDto,
  WorkdayUpdateResultDto,
  WorkdayWorkerDto,
} from './dto/workday.dto';
import { base64Segment } from './base64-segment';
import * as soap from './soap-messages';
import { WorkdayEndpointsService } from './workday-endpoints.service';
import { WorkdayGateway } from './workday-gateway';
import { WorkdayErrorCode, WorkdayException } from './workday.exceptions';

/** A SOAP fault in which Workday refused the request's values (faultcode ...validationError). */
function isValidationFault(error: unknown): error is WorkdayException {
  return (
    error instanceof WorkdayException &&
    error.code === WorkdayErrorCode.Upstream &&
    /validationError/i.test((error.details as { faultcode?: string } | undefined)?.faultcode ?? '')
  );
}

const bad = (message: string) => new WorkdayException(WorkdayErrorCode.BadValue, message);

function checkCandidateRef(type: string, value: string): void {
  if (!(CANDIDATE_ID_TYPES as readonly string[]).includes(type))
    throw bad(`A candidate is looked up by ${CANDIDATE_ID_TYPES.join(' or ')}, not "${type}"`);
  if (type === 'Candidate_ID' && !CANDIDATE_ID_PATTERN.test(value))
    throw bad('A candidate id is CAND- followed by 6 or 7 digits');
  if (type === 'WID' && !WID_PATTERN.test(value))
    throw bad('A Workday ID is 32 lower-case hexadecimal digits');
}

/** The HR system's objects read and written through one endpoint (secure/workday/{e}/...). */
@Injectable()
export class WorkdayService {
  constructor(
    private readonly endpoints: WorkdayEndpointsService,
    private readonly gateway: WorkdayGateway,
    private readonly audit: AuditService,
  ) {}

  private async readable(workdayApiUuid: string) {
    const endpoint = await this.endpoints.readable(workdayApiUuid);
    return { endpoint, c: this.endpoints.connection(endpoint) };
  }

  /** The token's state, fetching one when none is cached; force needs read and write rights. */
  async bearer(workdayApiUuid: string, force: boolean): Promise<WorkdayBearerDto> {
    const { endpoint, c } = await this.readable(workdayApiUuid);
    if (force && !endpoint.canWrite)
      throw new WorkdayException(
        WorkdayErrorCode.WritesRefused,
        `Refreshing needs an HR endpoint with read and write access; "${endpoint.description}" is read-only`,
      );
    const token = await this.gateway.token(c, force);
    return {
      workdayApiUuid,
      authenticated: true,
      tokenExpiration: token.expiresAt.toISOString(),
    };
  }

  async candidate(
    workdayApiUuid: string,
    type: string,
    value: string,
  ): Promise<WorkdayCandidateDto> {
    checkCandidateRef(type, value);
    const { c } = await this.readable(workdayApiUuid);
    const body = await this.gateway.soap(
      c,
      'Recruiting',
      soap.getCandidatesById(c.apiVersion, type, value),
    );
    const [candidate] = soap.readCandidates(body);
    if (!candidate)
      throw new WorkdayException(
        WorkdayErrorCode.ObjectNotFound,
        `No candidate ${value} in Workday`,
      );
    return candidate;
  }

  async candidatesByIds(
    workdayApiUuid: string,
    candidateIds: string[],
  ): Promise<WorkdayCandidateDto[]> {
    if (candidateIds.length === 0) return [];
    const { c } = await this.readable(workdayApiUuid);
    const body = await this.gateway.soap(
      c,
      'Recruiting',
      soap.getCandidatesByIds(c.apiVersion, candidateIds),
    );
    return soap.readCandidates(body);
  }

  async candidatesByEmail(workdayApiUuid: string, email: string): Promise<WorkdayCandidateDto[]> {
    if (!EMAIL_PATTERN.test(email)) throw bad(`"${email}" is not an e-mail address`);
    const { c } = await this.readable(workdayApiUuid);
    const body = await this.gateway.soap(
      c,
      'Recruiting',
      soap.getCandidatesByEmail(c.apiVersion, email),
    );
    return soap.readCandidates(body);
  }

  async preHires(workdayApiUuid: string, candidateIds: string[]): Promise<WorkdayPreHireDto[]> {
    const { c } = await this.readable(workdayApiUuid);
    const answers = await Promise.all(
      candidateIds.map((id) =>
        this.gateway.soap(c, 'Recruiting', soap.getApplicantsOfCandidate(c.apiVersion, id)),
      ),
    );
    return answers.flatMap(soap.readPreHires);
  }

  /** The slots these candidates booked on self-schedule calendars, in one call. */
  async selfSchedules(
    workdayApiUuid: string,
    candidateIds: string[],
  ): Promise<WorkdaySelfScheduleDto[]> {
    const { c } = await this.readable(workdayApiUuid);
    const body = await this.gateway.soap(
      c,
      'Recruiting',
      soap.getCandidateSelfSchedules(c.apiVersion, candidateIds),
    );
    return soap.readSelfSchedules(body);
  }

  async references(workdayApiUuid: string, type: string): Promise<WorkdayReferenceDto[]> {
    if (!REFERENCE_ID_TYPE_PATTERN.test(type))
      throw bad('A reference ID type is a Workday name such as Recruiting_Stage_ID');
    const { c } = await this.readable(workdayApiUuid);
    const body = await this.gateway.soap(c, 'Integrations', soap.getReferences(c.apiVersion, type));
    return soap.readReferences(body);
  }

  async reference(workdayApiUuid: string, type: string, wid: string): Promise<WorkdayReferenceDto> {
    if (!WID_PATTERN.test(wid)) throw bad('A Workday ID is 32 lower-case hexadecimal digits');
    const found = (await this.references(workdayApiUuid, type)).find((r) => r.wID === wid);
    if (!found)
      throw new WorkdayException(
        WorkdayErrorCode.ObjectNotFound,
        `No ${type} with the Workday ID ${wid}`,
      );
    return found;
  }

  async serverTimestamp(workdayApiUuid: string): Promise<WorkdayServerTimestampDto> {
    const { c } = await this.readable(workdayApiUuid);
    const body = await this.gateway.soap(c, 'Integrations', soap.getServerTimestamp(c.apiVersion));
    return { serverTimestamp: soap.readServerTimestamp(body) };
  }

  /**
   * public/wdr/workers/{x}: the worker search of the endpoint that serves lookups (the one
   * marked default), at most WORKER_SEARCH_LIMIT workers; 409 when none is marked.
   */
  async workersOfDefault(searchBase64: string): Promise<WorkdayWorkerDto[]> {
    const endpoint = await this.endpoints.defaultEndpoint();
    return this.workers(endpoint.workdayApiUuid, String(WORKER_SEARCH_LIMIT), searchBase64);
  }

  /** Worker search through the REST Staffing API; `limit` 1-100, the text base64-encoded. */
  async workers(
    workdayApiUuid: string,
    limitText: string,
    searchBase64: string,
  ): Promise<WorkdayWorkerDto[]> {
    const limit = Number(limitText);
    if (!/^\d+$/.test(limitText) || limit < 1 || limit > 100)
      throw bad('The worker search limit is a whole number from 1 to 100');
    const search = base64Segment(searchBase64, 'The worker search text').trim();
    const { c } = await this.readable(workdayApiUuid);
    const query = new URLSearchParams({ search, limit: String(limit) });
    const answer = (await this.gateway.rest(
      c,
      `staffing/v6/${encodeURIComponent(c.tenant)}/workers?${query}`,
    )) as { data?: WorkdayWorkerDto[] } | undefined;
    return (answer?.data ?? []).map((w) => ({
      id: w.id,
      descriptor: w.descriptor,
      workerId: w.workerId,
      primaryWorkEmail: w.primaryWorkEmail,
      businessTitle: w.businessTitle,
    }));
  }

  /**
   * Writes background check fields through Put_Background_Check: only on a non-production
   * endpoint with read and write access (seed 001 section 6). Every value is checked before
   * anything is sent, so a refused value changes nothing.
   */
  async updateBackgroundCheck(
    principal: Principal,
    workdayApiUuid: string,
    backgroundCheckId: string,
    decode: () => Partial<Record<BackgroundCheckField, string>>,
  ): Promise<WorkdayUpdateResultDto> {
    const endpoint = await this.endpoints.get(workdayApiUuid);
    if (!canEditBackgroundChecks(endpoint))
      throw new WorkdayException(
        WorkdayErrorCode.WritesRefused,
        endpoint.isProduction
          ? `Background checks are not edited on the production HR endpoint "${endpoint.description}"`
          : `Background check edits need an HR endpoint with read and write access; "${endpoint.description}" has not`,
      );
    if (!/^[A-Za-z0-9_-]{1,100}$/.test(backgroundCheckId))
      throw bad('A background check id is letters, digits, _ and -');
    const values = decode();
    const fields = Object.entries(values) as [BackgroundCheckField, string][];
    if (fields.length === 0) throw bad('Name at least one background check field to change');
    for (const [field, value] of fields) {
      const problem = backgroundCheckValueProblem(field, value);
      if (problem) throw bad(problem);
    }
    const c = this.endpoints.connection(endpoint);
    try {
      await this.gateway.soap(
        c,
        'Recruiting',
        soap.putBackgroundCheck(c.apiVersion, backgroundCheckId, values),
      );
    } catch (error) {
      // Workday checked the values and refused them: the answer's success flag (seed 001
      // section 7); an unreachable or failing Workday stays an error (502).
      if (isValidationFault(error)) return { success: false, message: error.message };
      throw error;
    }
    await this.audit.record({
      entityType: 'workday-background-check',
      entityId: workdayApiUuid,
      action: 'update',
      actorUserUuid: principal.userUuid,
      after: { backgroundCheckId, ...values },
    });
    return { success: true, message: `Background check ${backgroundCheckId} updated` };
  }
}

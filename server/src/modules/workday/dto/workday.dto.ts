import { ApiProperty } from '@nestjs/swagger';
import type { WorkdayEndpoint } from '../entities/workday-endpoint.entity';

/** An HR endpoint as the screens see it (never its secrets). */
export class WorkdayEndpointDto {
  @ApiProperty({ format: 'uuid' }) workdayApiUuid: string;
  @ApiProperty() description: string;
  @ApiProperty() uri: string;
  @ApiProperty() tenant: string;
  @ApiProperty() isu: string;
  @ApiProperty() clientId: string;
  @ApiProperty({ description: 'Web service version of the SOAP calls, e.g. v44.0' })
  apiVersion: string;
  @ApiProperty() canRead: boolean;
  @ApiProperty() canWrite: boolean;
  @ApiProperty() isProduction: boolean;
  @ApiProperty({ description: "The endpoint a person's HR data is read from" })
  isDefault: boolean;
  @ApiProperty({ description: 'A valid access token is cached' }) authenticated: boolean;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' })
  tokenExpiration: string | null;
}

export function mapEndpoint(e: WorkdayEndpoint, expiresAt: Date | undefined): WorkdayEndpointDto {
  return {
    workdayApiUuid: e.workdayApiUuid,
    description: e.description,
    uri: e.uri,
    tenant: e.tenant,
    isu: e.isu,
    clientId: e.clientId,
    apiVersion: e.apiVersion,
    canRead: e.canRead,
    canWrite: e.canWrite,
    isProduction: e.isProduction,
    isDefault: e.isDefault,
    authenticated: expiresAt !== undefined,
    tokenExpiration: expiresAt?.toISOString() ?? null,
  };
}

/** The state of an endpoint's access token (the token itself never leaves the server). */
export class WorkdayBearerDto {
  @ApiProperty({ format: 'uuid' }) workdayApiUuid: string;
  @ApiProperty() authenticated: boolean;
  @ApiProperty({ format: 'date-time' }) tokenExpiration: string;
}

export class AssessmentResultDto {
  @ApiProperty() test: string;
  @ApiProperty() status: string;
}

export class WorkdayJobApplicationDto {
  @ApiProperty() wID: string;
  @ApiProperty() jobApplicationId: string;
  @ApiProperty() disposition: string;
  @ApiProperty() recruitingStageId: string;
  @ApiProperty() jobRequisitionId: string;
  @ApiProperty() jobPostingTitle: string;
  @ApiProperty({ type: [AssessmentResultDto] }) assessments: AssessmentResultDto[];
}

export class WorkdayBackgroundCheckDto {
  @ApiProperty() backgroundCheckId: string;
  @ApiProperty() wID: string;
  @ApiProperty({ description: 'The job application the check belongs to' })
  jobApplicationWID: string;
  @ApiProperty() recipient: string;
  @ApiProperty() requester: string;
  @ApiProperty() package: string;
  @ApiProperty() resultsUrl: string;
  @ApiProperty() statusDate: string;
  @ApiProperty() overallStatus: string;
  @ApiProperty() packageStatus: string;
  @ApiProperty() packageComment: string;
}

export class WorkdayCandidateDto {
  @ApiProperty() wID: string;
  @ApiProperty() candidateId: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() emailAddress: string;
  @ApiProperty() address: string;
  @ApiProperty() phone: string;
  @ApiProperty() doNotHire: boolean;
  @ApiProperty() withdrawn: boolean;
  @ApiProperty() userLanguageId: string;
  @ApiProperty({ type: [WorkdayJobApplicationDto] })
  collWorkdayJobApplications: WorkdayJobApplicationDto[];
  @ApiProperty({ type: [WorkdayBackgroundCheckDto] })
  collWorkdayBackgroundChecks: WorkdayBackgroundCheckDto[];
}

export class WorkdayPreHireDto {
  @ApiProperty() wID: string;
  @ApiProperty() applicantId: string;
  @ApiProperty() candidateId: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() emailAddress: string;
}

/** A slot the candidate booked on a recruiting self-schedule calendar (assessment, interview). */
export class WorkdaySelfScheduleDto {
  @ApiProperty() wID: string;
  @ApiProperty() selfScheduleId: string;
  @ApiProperty() candidateId: string;
  @ApiProperty({ description: 'The job application the slot was booked for' })
  jobApplicationWID: string;
  @ApiProperty() calendarId: string;
  @ApiProperty() calendarName: string;
  @ApiProperty({ description: 'The calendar type, e.g. Assessment or Interview' })
  calendarType: string;
  @ApiProperty({ format: 'date-time' }) startTime: string;
  @ApiProperty({ nullable: true, type: Number }) durationMinutes: number | null;
  @ApiProperty() location: string;
  @ApiProperty({ description: 'Scheduled, Completed or Cancelled' }) status: string;
}

export class WorkdayWorkerDto {
  @ApiProperty({ description: 'The worker WID' }) id: string;
  @ApiProperty() descriptor: string;
  @ApiProperty() workerId: string;
  @ApiProperty() primaryWorkEmail: string;
  @ApiProperty() businessTitle: string;
}

export class WorkdayReferenceDto {
  @ApiProperty() wID: string;
  @ApiProperty() id: string;
  @ApiProperty() referenceIdType: string;
}

export class WorkdayServerTimestampDto {
  @ApiProperty({ format: 'date-time' }) serverTimestamp: string;
}

/** Seed 001 section 7: background check updates answer with a success flag. */
export class WorkdayUpdateResultDto {
  @ApiProperty() success: boolean;
  @ApiProperty() message: string;
  @ApiProperty({ type: WorkdayBackgroundCheckDto, required: false })
  backgroundCheck?: WorkdayBackgroundCheckDto;
}

/** The candidate's record in the portal: the person holding its candidate id. */
export class WorkdayCandidateLinkDto {
  @ApiProperty({ format: 'uuid' }) personUuid: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() candidateId: string;
  @ApiProperty({ type: [String], description: 'Metadata fields the last sync changed' })
  changed: string[];
}

/** Job applications of a person across their candidate ids (the candidate page's picker). */
export class PersonApplicationsDto {
  @ApiProperty({ format: 'uuid' }) personUuid: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  workdayApiUuid: string | null;
  @ApiProperty({ type: [WorkdayCandidateDto] }) candidates: WorkdayCandidateDto[];
}

/** What a roster sync did: the day's people, their candidates found in Workday, the changes. */
export class WorkdayRosterSyncDto {
  @ApiProperty({ description: 'yyyy-mm-dd' }) date: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String })
  workdayApiUuid: string | null;
  @ApiProperty({ description: "People on the caller's roster that day" }) people: number;
  @ApiProperty({ description: 'Their candidates Workday knows' }) candidates: number;
  @ApiProperty({ type: [WorkdayCandidateLinkDto], description: 'People whose data changed' })
  synced: WorkdayCandidateLinkDto[];
  @ApiProperty({ type: [String], description: 'Candidate ids Workday does not know' })
  missing: string[];
}

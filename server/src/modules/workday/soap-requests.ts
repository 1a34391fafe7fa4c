// Workday Recruiting and Integrations SOAP 1.1 requests (namespace urn:com.workday/bsvc): the
// envelopes the module sends. soap-messages.ts reads the answers and re-exports these, so the
// service sees one `soap` namespace.

const BSVC = 'urn:com.workday/bsvc';
const SOAP_ENV = 'http://schemas.xmlsoap.org/soap/envelope/';

export const escapeXml = (value: string): string =>
  value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A SOAP 1.1 envelope around one bsvc request; the token travels as an HTTP Bearer header. */
export function envelope(operation: string, version: string, inner: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP_ENV}" xmlns:bsvc="${BSVC}"><soapenv:Header/><soapenv:Body><bsvc:${operation}_Request bsvc:version="${version}">${inner}</bsvc:${operation}_Request></soapenv:Body></soapenv:Envelope>`;
}

const id = (type: string, value: string) =>
  `<bsvc:ID bsvc:type="${type}">${escapeXml(value)}</bsvc:ID>`;
const responseFilter = (count = 100) =>
  `<bsvc:Response_Filter><bsvc:Page>1</bsvc:Page><bsvc:Count>${count}</bsvc:Count></bsvc:Response_Filter>`;

export const getCandidatesById = (version: string, type: string, value: string) =>
  envelope(
    'Get_Candidates',
    version,
    `<bsvc:Request_References bsvc:Skip_Non_Existing_Instances="false"><bsvc:Candidate_Reference>${id(type, value)}</bsvc:Candidate_Reference></bsvc:Request_References>${responseFilter()}`,
  );

/** Several candidates at once; ids Workday does not know are left out, not a fault. */
export const getCandidatesByIds = (version: string, candidateIds: string[]) =>
  envelope(
    'Get_Candidates',
    version,
    `<bsvc:Request_References bsvc:Skip_Non_Existing_Instances="true">${candidateIds
      .map((c) => `<bsvc:Candidate_Reference>${id('Candidate_ID', c)}</bsvc:Candidate_Reference>`)
      .join('')}</bsvc:Request_References>${responseFilter()}`,
  );

export const getCandidatesByEmail = (version: string, email: string) =>
  envelope(
    'Get_Candidates',
    version,
    `<bsvc:Request_Criteria><bsvc:Email_Address>${escapeXml(email)}</bsvc:Email_Address></bsvc:Request_Criteria>${responseFilter()}`,
  );

export const getApplicantsOfCandidate = (version: string, candidateId: string) =>
  envelope(
    'Get_Applicants',
    version,
    `<bsvc:Request_Criteria><bsvc:Candidate_ID>${escapeXml(candidateId)}</bsvc:Candidate_ID></bsvc:Request_Criteria>${responseFilter()}`,
  );

/** The booked self-schedule slots of several candidates (Request_Criteria, so none is no fault). */
export const getCandidateSelfSchedules = (version: string, candidateIds: string[]) =>
  envelope(
    'Get_Candidate_Self-Schedules',
    version,
    `<bsvc:Request_Criteria>${candidateIds
      .map((c) => `<bsvc:Candidate_Reference>${id('Candidate_ID', c)}</bsvc:Candidate_Reference>`)
      .join('')}</bsvc:Request_Criteria>${responseFilter()}`,
  );

export const getReferences = (version: string, referenceIdType: string) =>
  envelope(
    'Get_References',
    version,
    `<bsvc:Request_Criteria><bsvc:Reference_ID_Type>${escapeXml(referenceIdType)}</bsvc:Reference_ID_Type></bsvc:Request_Criteria>${responseFilter(999)}`,
  );

export const getServerTimestamp = (version: string) =>
  envelope('Get_Server_Timestamp', version, '');

/** The Workday element of each background check field the portal edits. */
export const BACKGROUND_CHECK_ELEMENTS = {
  overallStatus: 'Overall_Status',
  packageStatus: 'Package_Status',
  packageComment: 'Package_Comment',
  resultsURL: 'Results_URL',
  statusDate: 'Status_Date',
} as const;

export const putBackgroundCheck = (
  version: string,
  backgroundCheckId: string,
  values: Partial<Record<keyof typeof BACKGROUND_CHECK_ELEMENTS, string>>,
) =>
  envelope(
    'Put_Background_Check',
    version,
    `<bsvc:Background_Check_Reference>${id('Background_Check_ID', backgroundCheckId)}</bsvc:Background_Check_Reference><bsvc:Background_Check_Data>${Object.entries(
      values,
    )
      .map(([field, value]) => {
        const tag = BACKGROUND_CHECK_ELEMENTS[field as keyof typeof BACKGROUND_CHECK_ELEMENTS];
        return `<bsvc:${tag}>${escapeXml(value ?? '')}</bsvc:${tag}>`;
      })
      .join('')}</bsvc:Background_Check_Data>`,
  );

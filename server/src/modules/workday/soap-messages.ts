import { XMLParser } from 'fast-xml-parser';

// Workday Recruiting and Integrations SOAP 1.1 messages (namespace urn:com.workday/bsvc): the
// readers of the answers the module gets back; the request envelopes are soap-requests.ts.

export * from './soap-requests';

const ARRAYS = new Set([
  'ID',
  'Candidate',
  'Applicant',
  'Reference_ID',
  'Job_Application_Data',
  'Background_Check_Data',
  'Assessment_Data',
  'Candidate_Self-Schedule',
]);

const parser = new XMLParser({
  removeNSPrefix: true,
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  // Numeric character references (&#39;) are how Workday escapes quotes in names and faults.
  htmlEntities: true,
  isArray: (name) => ARRAYS.has(name),
});

// fast-xml-parser answers loosely typed trees; these readers narrow them field by field.
type Node = Record<string, unknown>;
const node = (v: unknown): Node => (v && typeof v === 'object' ? (v as Node) : {});
const list = (v: unknown): Node[] => (Array.isArray(v) ? v.map(node) : []);
const text = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && '#text' in v) return String((v as Node)['#text']);
  return '';
};
const refId = (ref: unknown, type: string): string =>
  text(list(node(ref).ID).find((i) => i['@type'] === type));

export interface SoapFault {
  faultcode: string;
  faultstring: string;
}

/** The body's first element, or the fault when the answer is one; throws on non-SOAP text. */
export function readSoap(xml: string): { body: Node; fault?: SoapFault } {
  const parsed = node(parser.parse(xml));
  const body = node(node(parsed.Envelope).Body);
  if (!('Envelope' in parsed)) throw new Error('The answer is not a SOAP envelope');
  if ('Fault' in body) {
    const fault = node(body.Fault);
    return {
      body,
      fault: { faultcode: text(fault.faultcode), faultstring: text(fault.faultstring) },
    };
  }
  const [first] = Object.values(body);
  return { body: node(first) };
}

export interface JobApplication {
  wID: string;
  jobApplicationId: string;
  disposition: string;
  recruitingStageId: string;
  jobRequisitionId: string;
  jobPostingTitle: string;
  assessments: { test: string; status: string }[];
}

export interface BackgroundCheck {
  backgroundCheckId: string;
  wID: string;
  jobApplicationWID: string;
  recipient: string;
  requester: string;
  package: string;
  resultsUrl: string;
  statusDate: string;
  overallStatus: string;
  packageStatus: string;
  packageComment: string;
}

export interface Candidate {
  wID: string;
  candidateId: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
  address: string;
  phone: string;
  doNotHire: boolean;
  withdrawn: boolean;
  userLanguageId: string;
  collWorkdayJobApplications: JobApplication[];
  collWorkdayBackgroundChecks: BackgroundCheck[];
}

const responseData = (answer: Node) => node(answer.Response_Data);

export function readCandidates(answer: Node): Candidate[] {
  return list(responseData(answer).Candidate).map((c) => {
    const data = node(c.Candidate_Data);
    const name = node(node(node(data.Name_Data).Legal_Name_Data).Name_Detail_Data);
    const contact = node(data.Contact_Data);
    return {
      wID: refId(c.Candidate_Reference, 'WID'),
      candidateId: text(data.Candidate_ID),
      firstName: text(name.First_Name),
      lastName: text(name.Last_Name),
      emailAddress: text(contact.Email_Address),
      address: text(contact.Formatted_Address),
      phone: text(contact.Phone_Number),
      doNotHire: text(data.Do_Not_Hire) === '1',
      withdrawn: text(data.Withdrawn) === '1',
      userLanguageId: refId(data.User_Language_Reference, 'User_Language_ID'),
      collWorkdayJobApplications: list(data.Job_Application_Data).map((a) => ({
        wID: refId(a.Job_Application_Reference, 'WID'),
        jobApplicationId: refId(a.Job_Application_Reference, 'Job_Application_ID'),
        disposition: text(a.Disposition),
        recruitingStageId: refId(a.Stage_Reference, 'Recruiting_Stage_ID'),
        jobRequisitionId: refId(a.Job_Requisition_Reference, 'Job_Requisition_ID'),
        jobPostingTitle: text(a.Job_Posting_Title),
        assessments: list(a.Assessment_Data).map((t) => ({
          test: text(t.Test),
          status: text(t.Status),
        })),
      })),
      collWorkdayBackgroundChecks: list(data.Background_Check_Data).map((b) => ({
        backgroundCheckId: refId(b.Background_Check_Reference, 'Background_Check_ID'),
        wID: refId(b.Background_Check_Reference, 'WID'),
        jobApplicationWID: refId(b.Job_Application_Reference, 'WID'),
        recipient: text(b.Recipient),
        requester: text(b.Requester),
        package: text(b.Package),
        resultsUrl: text(b.Results_URL),
        statusDate: text(b.Status_Date),
        overallStatus: text(b.Overall_Status),
        packageStatus: text(b.Package_Status),
        packageComment: text(b.Package_Comment),
      })),
    };
  });
}

export interface PreHire {
  wID: string;
  applicantId: string;
  candidateId: string;
  firstName: string;
  lastName: string;
  emailAddress: string;
}

export function readPreHires(answer: Node): PreHire[] {
  return list(responseData(answer).Applicant).map((a) => {
    const data = node(a.Applicant_Data);
    const personal = node(data.Personal_Data);
    const name = node(node(node(personal.Name_Data).Legal_Name_Data).Name_Detail_Data);
    return {
      wID: refId(a.Applicant_Reference, 'WID'),
      applicantId: text(data.Applicant_ID),
      candidateId: text(data.Candidate_ID),
      firstName: text(name.First_Name),
      lastName: text(name.Last_Name),
      emailAddress: text(node(personal.Contact_Data).Email_Address),
    };
  });
}

export interface SelfSchedule {
  wID: string;
  selfScheduleId: string;
  candidateId: string;
  jobApplicationWID: string;
  calendarId: string;
  calendarName: string;
  calendarType: string;
  startTime: string;
  durationMinutes: number | null;
  location: string;
  status: string;
}

export function readSelfSchedules(answer: Node): SelfSchedule[] {
  return list(responseData(answer)['Candidate_Self-Schedule']).map((s) => {
    const data = node(s['Candidate_Self-Schedule_Data']);
    const calendar = node(data['Recruiting_Self-Schedule_Calendar_Reference']);
    const duration = Number(text(data.Duration));
    return {
      wID: refId(s['Candidate_Self-Schedule_Reference'], 'WID'),
      selfScheduleId: refId(s['Candidate_Self-Schedule_Reference'], 'Candidate_Self-Schedule_ID'),
      candidateId: refId(data.Candidate_Reference, 'Candidate_ID'),
      jobApplicationWID: refId(data.Job_Application_Reference, 'WID'),
      calendarId: refId(calendar, 'Recruiting_Self-Schedule_Calendar_ID'),
      calendarName: text(calendar['@Descriptor']),
      calendarType: refId(
        data.Calendar_Type_Reference,
        'Recruiting_Self-Schedule_Calendar_Type_ID',
      ),
      startTime: text(data.Start_DateTime),
      durationMinutes: text(data.Duration) !== '' && Number.isFinite(duration) ? duration : null,
      location: text(data.Location),
      status: text(data.Status),
    };
  });
}

export interface ReferenceId {
  wID: string;
  id: string;
  referenceIdType: string;
}

export function readReferences(answer: Node): ReferenceId[] {
  return list(responseData(answer).Reference_ID).map((r) => {
    const data = node(r.Reference_ID_Data);
    // ID is read as a list everywhere (references carry several); here there is one.
    const [id] = Array.isArray(data.ID) ? data.ID : [data.ID];
    return {
      wID: refId(r.Reference_ID_Reference, 'WID'),
      id: text(id),
      referenceIdType: text(data.Reference_ID_Type),
    };
  });
}

export function readServerTimestamp(answer: Node): string {
  return text(answer.Server_Timestamp_Data);
}

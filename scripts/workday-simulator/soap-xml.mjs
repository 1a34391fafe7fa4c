// The simulator's SOAP 1.1 answers, shaped like Workday's (urn:com.workday/bsvc, wd: prefix,
// Response_Results paging, References with typed IDs, faults with a Validation_Fault detail).
const ENV = 'http://schemas.xmlsoap.org/soap/envelope/';

export const escapeXml = (value) =>
  String(value ?? '').replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ref = (tag, ids, descriptor) =>
  `<wd:${tag}${descriptor ? ` wd:Descriptor="${escapeXml(descriptor)}"` : ''}>${Object.entries(ids)
    .map(([type, value]) => `<wd:ID wd:type="${type}">${escapeXml(value)}</wd:ID>`)
    .join('')}</wd:${tag}>`;

const el = (tag, value) => `<wd:${tag}>${escapeXml(value)}</wd:${tag}>`;

function envelope(body) {
  return `<?xml version="1.0" encoding="UTF-8"?><env:Envelope xmlns:env="${ENV}"><env:Body>${body}</env:Body></env:Envelope>`;
}

/** A Get_ answer with Response_Results and Response_Data, or a bare one (paged false). */
export function soapResponse(name, version, items, paged = true) {
  const inner = paged
    ? `<wd:Response_Results><wd:Total_Results>${items.length}</wd:Total_Results><wd:Total_Pages>1</wd:Total_Pages><wd:Page_Results>${items.length}</wd:Page_Results><wd:Page>1</wd:Page></wd:Response_Results><wd:Response_Data>${items.join('')}</wd:Response_Data>`
    : items.join('');
  return envelope(
    `<wd:${name} xmlns:wd="urn:com.workday/bsvc" wd:version="${version}">${inner}</wd:${name}>`,
  );
}

export function soapFault(code, message) {
  return envelope(
    `<env:Fault><faultcode>${code}</faultcode><faultstring>${escapeXml(message)}</faultstring><detail><wd:Validation_Fault xmlns:wd="urn:com.workday/bsvc"><wd:Validation_Error><wd:Message>${escapeXml(message)}</wd:Message></wd:Validation_Error></wd:Validation_Fault></detail></env:Fault>`,
  );
}

const applicationXml = (a) =>
  `<wd:Job_Application_Data>${ref('Job_Application_Reference', { WID: a.wID, Job_Application_ID: a.jobApplicationId })}${ref('Job_Requisition_Reference', { Job_Requisition_ID: a.jobRequisitionId })}${el('Job_Posting_Title', a.jobPostingTitle)}${ref('Stage_Reference', { Recruiting_Stage_ID: a.recruitingStageId })}${el('Disposition', a.disposition)}${a.assessments
    .map(
      (t) =>
        `<wd:Assessment_Data>${el('Test', t.test)}${el('Status', t.status)}</wd:Assessment_Data>`,
    )
    .join('')}</wd:Job_Application_Data>`;

const backgroundCheckXml = (b) =>
  `<wd:Background_Check_Data>${ref('Background_Check_Reference', { WID: b.wID, Background_Check_ID: b.backgroundCheckId })}${ref('Job_Application_Reference', { WID: b.jobApplicationWid })}${el('Recipient', b.recipient)}${el('Requester', b.requester)}${el('Package', b.package)}${el('Results_URL', b.resultsUrl)}${el('Status_Date', b.statusDate)}${el('Overall_Status', b.overallStatus)}${el('Package_Status', b.packageStatus)}${el('Package_Comment', b.packageComment)}</wd:Background_Check_Data>`;

export function candidateXml(c) {
  const name = `${c.firstName} ${c.lastName}`;
  return `<wd:Candidate>${ref('Candidate_Reference', { WID: c.wID, Candidate_ID: c.candidateId }, name)}<wd:Candidate_Data>${el('Candidate_ID', c.candidateId)}<wd:Name_Data><wd:Legal_Name_Data><wd:Name_Detail_Data wd:Formatted_Name="${escapeXml(name)}">${el('First_Name', c.firstName)}${el('Last_Name', c.lastName)}</wd:Name_Detail_Data></wd:Legal_Name_Data></wd:Name_Data><wd:Contact_Data>${el('Email_Address', c.emailAddress)}${el('Phone_Number', c.phone)}${el('Formatted_Address', c.address)}</wd:Contact_Data>${el('Do_Not_Hire', c.doNotHire ? '1' : '0')}${el('Withdrawn', c.withdrawn ? '1' : '0')}${ref('User_Language_Reference', { User_Language_ID: c.userLanguageId })}${c.applications.map(applicationXml).join('')}${c.backgroundChecks.map(backgroundCheckXml).join('')}</wd:Candidate_Data></wd:Candidate>`;
}

export function preHireXml(p) {
  return `<wd:Applicant>${ref('Applicant_Reference', { WID: p.wID, Applicant_ID: p.applicantId }, `${p.firstName} ${p.lastName}`)}<wd:Applicant_Data>${el('Applicant_ID', p.applicantId)}${el('Candidate_ID', p.candidateId)}<wd:Personal_Data><wd:Name_Data><wd:Legal_Name_Data><wd:Name_Detail_Data>${el('First_Name', p.firstName)}${el('Last_Name', p.lastName)}</wd:Name_Detail_Data></wd:Legal_Name_Data></wd:Name_Data><wd:Contact_Data>${el('Email_Address', p.emailAddress)}</wd:Contact_Data></wd:Personal_Data></wd:Applicant_Data></wd:Applicant>`;
}

export function referenceXml(type, r) {
  return `<wd:Reference_ID>${ref('Reference_ID_Reference', { WID: r.wID })}<wd:Reference_ID_Data>${el('ID', r.id)}${el('Reference_ID_Type', type)}</wd:Reference_ID_Data></wd:Reference_ID>`;
}

/** One booked self-schedule slot of a candidate (see decision 0013 for the element names). */
export function selfScheduleXml(s) {
  return `<wd:Candidate_Self-Schedule>${ref('Candidate_Self-Schedule_Reference', { WID: s.wID, 'Candidate_Self-Schedule_ID': s.selfScheduleId })}<wd:Candidate_Self-Schedule_Data>${ref('Candidate_Reference', { Candidate_ID: s.candidateId })}${ref('Job_Application_Reference', { WID: s.jobApplicationWid })}${ref('Recruiting_Self-Schedule_Calendar_Reference', { 'Recruiting_Self-Schedule_Calendar_ID': s.calendarId }, s.calendarName)}${ref('Calendar_Type_Reference', { 'Recruiting_Self-Schedule_Calendar_Type_ID': s.calendarType })}${el('Start_DateTime', s.startTime)}${el('Duration', s.durationMinutes)}${el('Location', s.location)}${el('Status', s.status)}</wd:Candidate_Self-Schedule_Data></wd:Candidate_Self-Schedule>`;
}

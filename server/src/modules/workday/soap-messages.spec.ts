import { describe, expect, it } from 'vitest';
import {
  getCandidateSelfSchedules,
  getCandidatesById,
  putBackgroundCheck,
  readCandidates,
  readReferences,
  readSelfSchedules,
  readSoap,
} from './soap-messages';

const wrap = (body: string) =>
  `<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body>${body}</env:Body></env:Envelope>`;

describe('Workday SOAP messages', () => {
  it('builds bsvc requests with the version and escaped values', () => {
    const xml = getCandidatesById('v44.0', 'Candidate_ID', 'CAND-123456');
    expect(xml).toContain('<bsvc:Get_Candidates_Request bsvc:version="v44.0">');
    expect(xml).toContain('<bsvc:ID bsvc:type="Candidate_ID">CAND-123456</bsvc:ID>');
    expect(xml).toContain('xmlns:bsvc="urn:com.workday/bsvc"');
    const put = putBackgroundCheck('v44.0', 'BGC-1', { packageComment: '<a & "b">' });
    expect(put).toContain(
      '<bsvc:Package_Comment>&#60;a &#38; &#34;b&#34;&#62;</bsvc:Package_Comment>',
    );
  });

  it('reads a fault and refuses text that is not a SOAP envelope', () => {
    const fault = readSoap(
      wrap(
        '<env:Fault><faultcode>env:Client</faultcode><faultstring>Bad ID &#39;x&#39; &amp; &apos;y&apos;</faultstring></env:Fault>',
      ),
    );
    expect(fault.fault).toEqual({ faultcode: 'env:Client', faultstring: "Bad ID 'x' & 'y'" });
    expect(() => readSoap('<html>Service Unavailable</html>')).toThrow(/SOAP/);
  });

  it('reads candidates with their applications and background checks', () => {
    const { body } = readSoap(
      wrap(`<wd:Get_Candidates_Response xmlns:wd="urn:com.workday/bsvc"><wd:Response_Data><wd:Candidate>
        <wd:Candidate_Reference><wd:ID wd:type="WID">abc</wd:ID><wd:ID wd:type="Candidate_ID">CAND-1000013</wd:ID></wd:Candidate_Reference>
        <wd:Candidate_Data><wd:Candidate_ID>CAND-1000013</wd:Candidate_ID>
          <wd:Name_Data><wd:Legal_Name_Data><wd:Name_Detail_Data><wd:First_Name>Ben</wd:First_Name><wd:Last_Name>Moreno</wd:Last_Name></wd:Name_Detail_Data></wd:Legal_Name_Data></wd:Name_Data>
          <wd:Do_Not_Hire>1</wd:Do_Not_Hire>
          <wd:Job_Application_Data><wd:Job_Application_Reference><wd:ID wd:type="WID">app1</wd:ID></wd:Job_Application_Reference>
            <wd:Stage_Reference><wd:ID wd:type="Recruiting_Stage_ID">SCREEN</wd:ID></wd:Stage_Reference></wd:Job_Application_Data>
          <wd:Background_Check_Data><wd:Background_Check_Reference><wd:ID wd:type="Background_Check_ID">BGC-1</wd:ID></wd:Background_Check_Reference>
            <wd:Overall_Status>Complete</wd:Overall_Status></wd:Background_Check_Data>
        </wd:Candidate_Data></wd:Candidate></wd:Response_Data></wd:Get_Candidates_Response>`),
    );
    const [candidate] = readCandidates(body);
    expect(candidate).toMatchObject({
      wID: 'abc',
      candidateId: 'CAND-1000013',
      firstName: 'Ben',
      lastName: 'Moreno',
      doNotHire: true,
      withdrawn: false,
    });
    expect(candidate.collWorkdayJobApplications).toEqual([
      expect.objectContaining({ wID: 'app1', recruitingStageId: 'SCREEN', assessments: [] }),
    ]);
    expect(candidate.collWorkdayBackgroundChecks).toEqual([
      expect.objectContaining({ backgroundCheckId: 'BGC-1', overallStatus: 'Complete' }),
    ]);
  });

  it('reads reference IDs', () => {
    const { body } = readSoap(
      wrap(`<wd:Get_References_Response xmlns:wd="urn:com.workday/bsvc"><wd:Response_Data><wd:Reference_ID>
        <wd:Reference_ID_Reference><wd:ID wd:type="WID">w1</wd:ID></wd:Reference_ID_Reference>
        <wd:Reference_ID_Data><wd:ID>OFFER</wd:ID><wd:Reference_ID_Type>Recruiting_Stage_ID</wd:Reference_ID_Type></wd:Reference_ID_Data>
      </wd:Reference_ID></wd:Response_Data></wd:Get_References_Response>`),
    );
    expect(readReferences(body)).toEqual([
      { wID: 'w1', id: 'OFFER', referenceIdType: 'Recruiting_Stage_ID' },
    ]);
  });

  it('asks for the self-schedules of several candidates by criteria', () => {
    const xml = getCandidateSelfSchedules('v44.0', ['CAND-1000013', 'CAND-1000026']);
    expect(xml).toContain('<bsvc:Get_Candidate_Self-Schedules_Request bsvc:version="v44.0">');
    expect(xml).toContain(
      '<bsvc:Request_Criteria><bsvc:Candidate_Reference><bsvc:ID bsvc:type="Candidate_ID">CAND-1000013</bsvc:ID></bsvc:Candidate_Reference><bsvc:Candidate_Reference>',
    );
  });

  it('reads self-schedules, a missing duration as null, and none as an empty list', () => {
    const { body } = readSoap(
      wrap(`<wd:Get_Candidate_Self-Schedules_Response xmlns:wd="urn:com.workday/bsvc"><wd:Response_Data>
        <wd:Candidate_Self-Schedule>
          <wd:Candidate_Self-Schedule_Reference><wd:ID wd:type="WID">s1</wd:ID><wd:ID wd:type="Candidate_Self-Schedule_ID">SELF_SCHEDULE-1</wd:ID></wd:Candidate_Self-Schedule_Reference>
          <wd:Candidate_Self-Schedule_Data>
            <wd:Candidate_Reference><wd:ID wd:type="Candidate_ID">CAND-1000013</wd:ID></wd:Candidate_Reference>
            <wd:Job_Application_Reference><wd:ID wd:type="WID">app1</wd:ID></wd:Job_Application_Reference>
            <wd:Recruiting_Self-Schedule_Calendar_Reference wd:Descriptor="PPT &amp; more"><wd:ID wd:type="Recruiting_Self-Schedule_Calendar_ID">CAL-PPT</wd:ID></wd:Recruiting_Self-Schedule_Calendar_Reference>
            <wd:Calendar_Type_Reference><wd:ID wd:type="Recruiting_Self-Schedule_Calendar_Type_ID">Assessment</wd:ID></wd:Calendar_Type_Reference>
            <wd:Start_DateTime>2026-01-05T14:00:00.000Z</wd:Start_DateTime><wd:Duration>90</wd:Duration>
            <wd:Location>Room A</wd:Location><wd:Status>Scheduled</wd:Status>
          </wd:Candidate_Self-Schedule_Data></wd:Candidate_Self-Schedule>
        <wd:Candidate_Self-Schedule><wd:Candidate_Self-Schedule_Data><wd:Status>Cancelled</wd:Status></wd:Candidate_Self-Schedule_Data></wd:Candidate_Self-Schedule>
      </wd:Response_Data></wd:Get_Candidate_Self-Schedules_Response>`),
    );
    const [first, second] = readSelfSchedules(body);
    expect(first).toEqual({
      wID: 's1',
      selfScheduleId: 'SELF_SCHEDULE-1',
      candidateId: 'CAND-1000013',
      jobApplicationWID: 'app1',
      calendarId: 'CAL-PPT',
      calendarName: 'PPT & more',
      calendarType: 'Assessment',
      startTime: '2026-01-05T14:00:00.000Z',
      durationMinutes: 90,
      location: 'Room A',
      status: 'Scheduled',
    });
    expect(second).toMatchObject({ wID: '', status: 'Cancelled', durationMinutes: null });
    const none = readSoap(
      wrap(
        '<wd:Get_Candidate_Self-Schedules_Response xmlns:wd="urn:com.workday/bsvc"><wd:Response_Data/></wd:Get_Candidate_Self-Schedules_Response>',
      ),
    );
    expect(readSelfSchedules(none.body)).toEqual([]);
  });
});

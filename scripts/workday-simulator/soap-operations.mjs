// The SOAP operations the Workday simulator answers, over its fixture tenant's data: each
// answers [HTTP status, envelope]. Split from simulator.mjs, which does the transport.
import {
  soapResponse,
  soapFault,
  candidateXml,
  preHireXml,
  referenceXml,
  selfScheduleXml,
} from './soap-xml.mjs';

/** The text of a parsed XML node (with attributes it is an object holding #text). */
export const text = (node) => (typeof node === 'object' && node !== null ? node['#text'] : node);

/** The operations over one tenant's data: `soapOperation(op, request, version)`. */
export function soapOperations(data) {
  function findCandidates(request) {
    const refs = request.Request_References?.Candidate_Reference ?? [];
    if (refs.length) {
      const ids = refs
        .flatMap((r) => r.ID ?? [])
        .map((id) => ({ type: id['@type'], value: text(id) }));
      const found = [];
      for (const id of ids) {
        const c = data.candidates.find((x) =>
          id.type === 'WID' ? x.wID === id.value : x.candidateId === id.value,
        );
        if (!c && request.Request_References['@Skip_Non_Existing_Instances'] !== 'true')
          return { invalid: id };
        if (c) found.push(c);
      }
      return { found };
    }
    const email = text(request.Request_Criteria?.Email_Address)?.toLowerCase();
    return {
      found: email ? data.candidates.filter((c) => c.emailAddress === email) : data.candidates,
    };
  }

  function invalidId({ type, value }) {
    return soapFault(
      'SOAP-ENV:Client.validationError',
      `Validation error occurred. Invalid ID value.  '${value}' is not a valid ID value for type = '${type}'`,
    );
  }

  function soapOperation(op, request, version) {
    switch (op) {
      case 'Get_Candidates_Request': {
        const { found, invalid } = findCandidates(request);
        if (invalid) return [500, invalidId(invalid)];
        return [200, soapResponse('Get_Candidates_Response', version, found.map(candidateXml))];
      }
      case 'Get_Applicants_Request': {
        const candidateId = text(request.Request_Criteria?.Candidate_ID);
        const found = data.preHires.filter((p) => !candidateId || p.candidateId === candidateId);
        return [200, soapResponse('Get_Applicants_Response', version, found.map(preHireXml))];
      }
      case 'Get_Candidate_Self-Schedules_Request': {
        // Request_Criteria names candidates; ones without bookings (or unknown) add nothing.
        const ids = new Set(
          (request.Request_Criteria?.Candidate_Reference ?? [])
            .flatMap((r) => r.ID ?? [])
            .filter((id) => id['@type'] === 'Candidate_ID')
            .map(text),
        );
        const found = data.selfSchedules.filter((s) => ids.has(s.candidateId));
        return [
          200,
          soapResponse(
            'Get_Candidate_Self-Schedules_Response',
            version,
            found.map(selfScheduleXml),
          ),
        ];
      }
      case 'Get_References_Request': {
        const type = text(request.Request_Criteria?.Reference_ID_Type);
        const list = data.references[type];
        if (!list) return [500, invalidId({ type: 'Reference_ID_Type', value: type })];
        return [
          200,
          soapResponse(
            'Get_References_Response',
            version,
            list.map((r) => referenceXml(type, r)),
          ),
        ];
      }
      case 'Get_Server_Timestamp_Request':
        return [
          200,
          soapResponse(
            'Server_Timestamp',
            version,
            [`<wd:Server_Timestamp_Data>${new Date().toISOString()}</wd:Server_Timestamp_Data>`],
            false,
          ),
        ];
      case 'Put_Background_Check_Request':
        return putBackgroundCheck(request, version);
      default:
        return [500, soapFault('SOAP-ENV:Client', `Unknown operation ${op}`)];
    }
  }

  function putBackgroundCheck(request, version) {
    const id = (request.Background_Check_Reference?.ID ?? []).find(
      (i) => i['@type'] === 'Background_Check_ID',
    );
    const check = data.candidates
      .flatMap((c) => c.backgroundChecks)
      .find((b) => b.backgroundCheckId === text(id));
    if (!check) return [500, invalidId({ type: 'Background_Check_ID', value: text(id) })];
    const d = request.Background_Check_Data ?? {};
    const fields = {
      Overall_Status: 'overallStatus',
      Package_Status: 'packageStatus',
      Package_Comment: 'packageComment',
      Results_URL: 'resultsUrl',
      Status_Date: 'statusDate',
    };
    const next = { ...check };
    for (const [tag, key] of Object.entries(fields))
      if (d[tag] !== undefined) next[key] = String(text(d[tag]) ?? '');
    const statuses = data.references.Background_Check_Status_ID.map((r) => r.id);
    if (!statuses.includes(next.overallStatus))
      return [
        500,
        soapFault(
          'SOAP-ENV:Client.validationError',
          `Validation error occurred. '${next.overallStatus}' is not a Background Check Status (one of ${statuses.join(', ')})`,
        ),
      ];
    if (next.statusDate && !/^\d{4}-\d{2}-\d{2}$/.test(next.statusDate))
      return [
        500,
        soapFault(
          'SOAP-ENV:Client.validationError',
          `Validation error occurred. Invalid date '${next.statusDate}'`,
        ),
      ];
    Object.assign(check, next);
    return [
      200,
      soapResponse(
        'Put_Background_Check_Response',
        version,
        [
          `<wd:Background_Check_Reference><wd:ID wd:type="WID">${check.wID}</wd:ID><wd:ID wd:type="Background_Check_ID">${check.backgroundCheckId}</wd:ID></wd:Background_Check_Reference>`,
        ],
        false,
      ),
    ];
  }

  return soapOperation;
}

// The authorization matrix: for every operation of libs/api/openapi.json, what each caller
// gets. Checked by authz-matrix.e2e-spec.ts, which fails when an operation has no row here or
// a row names an operation that no longer exists. Add the row the day you add the route.
//
// Callers, in column order:
//   anonymous    no session
//   admin        premise:admin          dev        system:dev
//   premise      premise:Riverside      staffing   staffing:Riverside
//   recruiter    recruiter:Riverside    other      premise:Lakeview (premise of another client site)
//   employer     employer:Riverside     (a client's HR people: the employer view and the shell only,
//                                        so no other route answers it a measurement, decision 0023)
// Path ids name Riverside objects (authz/fixtures.ts; valuesFor in authz/path-values.ts), so the
// `other` column is the object check: a node, PDA, file or PDF of a client the caller cannot
// see answers 404, as if it did not exist.
//
// Cells:
//   'ok'  let through and answered: < 500 and not 401, 403 or 404
//   'in'  let through; the answer depends on the values (e.g. a token): < 500, not 401 or 403
//   401   no session (or an expired one): sign in
//   403   refused: the caller's groups do not allow it
//   404   the object is in a client the caller cannot see: answered as if it did not exist
export type Cell = 'ok' | 'in' | 401 | 403 | 404;

export const CALLERS = [
  'anonymous',
  'admin',
  'dev',
  'premise',
  'staffing',
  'recruiter',
  'other',
  'employer',
] as const;
export type Caller = (typeof CALLERS)[number];

type Row = readonly [Cell, Cell, Cell, Cell, Cell, Cell, Cell, Cell];

export const MATRIX: Record<string, Row> = {
  listCacheRegions: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /cache/info
  getCacheRegion: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /cache/info/{region}
  listCacheKeys: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /cache/get/{region}
  removeCacheRegion: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /cache/remove/{region}
  disposeCaches: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /cache/dispose
  scheduleJob: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /quartz/schedule/{jobClass}
  scheduleJobEvery: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /quartz/schedule/{jobClass}/{interval}
  // Without ?trigger= the answer is 400 (which trigger?): still past the access check.
  deleteTrigger: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /quartz/delete
  schedulerStatus: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /quartz/status
  jobStatus: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /quartz/status/{jobClass}
  controlScheduler: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /quartz/{control}
  listSchedulerJobs: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/admin/scheduler/jobs
  listSchedulerTriggers: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/admin/scheduler/triggers
  // People (PeopleRead: every role; PeopleWrite: premise, staffing); Lakeview cannot see Riverside's.
  getPerson: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/persons/{id}
  getPersonHistory: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/person/{id}/history
  getPersonIds: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/person/{id}/ids
  getTalogyUrls: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/talogy-urls/{id}
  // The jobs a person fits: a verdict without values, for every role that reads the person.
  getPersonFittingJobs: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/person/{id}/fitting-jobs
  getPersonMeta: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/person/{id}/meta/{field}
  listPersonMeta: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/person/{id}/meta-array/{field}/list
  setPersonMeta: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // PATCH /secure/person/{id}/meta/{field}/{value}
  addPersonMeta: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // PATCH /secure/person/{id}/meta-add/{field}/{value}
  // 404 once an earlier caller removed the value: 'in'.
  deletePersonMeta: [401, 'in', 'in', 'in', 'in', 403, 404, 403], // PATCH /secure/person/{id}/meta-del/{field}/{value}
  listIdsOfPerson: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/om/ids/by-person-uuid/{id}
  // Exam catalogue and rosters (RosterRead: premise, recruiter); forms are not client-scoped.
  listExamSections: [401, 'ok', 'ok', 'ok', 403, 'ok', 'ok', 403], // GET /private/exam-sections
  getExamSections: [401, 'ok', 'ok', 'ok', 403, 'ok', 'ok', 403], // GET /private/exam-sections/{id}
  listExamTypeFields: [401, 'ok', 'ok', 'ok', 403, 'ok', 'ok', 403], // GET /private/exam-type-fields
  getExamTypeField: [401, 'ok', 'ok', 'ok', 403, 'ok', 'ok', 403], // GET /private/exam-type-field/{id}
  listExamTypes: [401, 'ok', 'ok', 'ok', 403, 'ok', 'ok', 403], // GET /secure/om/exam-types
  listExamLocations: [401, 'ok', 'ok', 'ok', 403, 'ok', 'ok', 403], // GET /secure/om/locations
  listExamRooms: [401, 'ok', 'ok', 'ok', 403, 'ok', 'ok', 403], // GET /secure/om/rooms
  getRoster: [401, 'ok', 'ok', 'ok', 403, 'ok', 'ok', 403], // GET /secure/rosters/{year}/{month}/{day}
  getExam: [401, 'ok', 'ok', 'ok', 403, 'ok', 404, 403], // GET /secure/exams/{id}
  getExamHistory: [401, 'ok', 'ok', 'ok', 403, 'ok', 404, 403], // GET /secure/exams/{id}/history
  listExamFields: [401, 'ok', 'ok', 'ok', 403, 'ok', 404, 403], // GET /private/exams/{id}/exam-fields
  listPersonExams: [401, 'ok', 'ok', 'ok', 403, 'ok', 404, 403], // GET /secure/person/{id}/exams
  isExamScored: [401, 'ok', 'ok', 'ok', 403, 'ok', 404, 403], // GET /secure/exams/{id}/isScored
  getExamMatchUrl: [401, 'ok', 'ok', 'ok', 403, 'ok', 404, 403], // GET /secure/exam/{id}/match-url
  // Exam writes (ExamWrite: premise); a refused transition (409) is still past the access check.
  saveExamField: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // PATCH /secure/exams/{id}/exam-fields/{fieldId}
  finalizeExam: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // POST /secure/exams/{id}/finalize
  noShowExam: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // POST /secure/exams/{id}/noShow
  withdrawExam: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // POST /secure/exams/{id}/withdraw
  unfinalizeExam: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // POST /secure/exams/{id}/unfinalize
  listRoomsForId: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // GET /secure/ui/rooms/by-id/{id}
  listExamTypesForIdAndRoom: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // GET /secure/ui/exam-types/by-id/{id}/by-room/{room}
  scheduleExam: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // PUT /secure/ui/exam-for-id/{id}/{room}/{type}/{date}/{time}
  // Score PDFs (RosterRead). Their exam is a query value (?uuid=) and urlOf fills only path
  // values, so every caller past the access check gets 400 (name the exam): `other` is 'ok' here.
  // The object check (a Lakeview caller, Riverside's exam or person: 404) is in score-pdf.e2e-spec.ts.
  getScorePdf: [401, 'ok', 'ok', 'ok', 403, 'ok', 'ok', 403], // GET /pdf/score.pdf
  getTmmScorePdf: [401, 'ok', 'ok', 'ok', 403, 'ok', 'ok', 403], // GET /pdf/tmm-score.pdf
  getPptPdf: [401, 'ok', 'ok', 'ok', 403, 'ok', 'ok', 403], // GET /pdf/ppt.pdf
  // Match reasons: admins only (decision 0007: premise:admin ... reasons).
  getReasonsByPerson: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/reasons/byPerson/{id}
  // New-hire classes (PoolsRead and ClassesManage: premise, staffing; the Riverside Day Pool and
  // its demo PLACEMENT class). Lakeview cannot see Riverside's pools: 404. Refused transitions
  // and placements (409) are still past the access check.
  listNhpPools: [401, 'ok', 'ok', 'ok', 'ok', 403, 'ok', 403], // GET /secure/nhp-pools
  getNhpPool: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /secure/nhp-pool/{id}
  listNhpSwimmers: [401, 'ok', 'ok', 'ok', 'ok', 403, 'ok', 403], // GET /secure/nhp-swimmers
  listNhpSwimmersByPool: [401, 'ok', 'ok', 'ok', 'ok', 403, 'ok', 403], // GET /secure/nhp-swimmers-v1
  getSwimmer: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /secure/swimmer/{id}
  listUnplacedSwimmers: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /secure/swimmer-search/{classId}
  searchSwimmers: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /secure/swimmer-search/{classId}/{text}
  listNhpClasses: [401, 'ok', 'ok', 'ok', 'ok', 403, 'ok', 403], // GET /secure/nhp-classes
  createNhpClass: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // POST /secure/nhp-classes
  getNhpClass: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /private/nhp-classes/{id}
  getNhpClassHistory: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /private/nhp-classes/{id}/history
  getNhpClassSimple: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /private/nhp-classes/{id}/simple
  getNhpKanban: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /private/nhp-classes/{id}/nhp-kanbans/{k}
  getNhpPlacement: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /private/nhp-classes/{id}/nhp-placements/{p}
  getNhpKanbanTree: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /secure/nhp-classes/{id}/kanban-tree
  listNhpKanbans: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /secure/nhp-classes/{id}/kanbans
  // A fresh KANBAN class for each caller.
  deleteNhpClass: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // DELETE /secure/nhp-classes/{id}
  emailNhpClass: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // POST /secure/nhp-classes/{id}/email
  finalizeNhpClass: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // POST /secure/nhp-classes/{id}/finalize
  unfinalizeNhpClass: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // POST /secure/nhp-classes/{id}/unfinalize
  finalizeNhpKanbans: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // PATCH /secure/nhp-classes/{id}/finalizeKanbans
  unfinalizeNhpKanbans: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // PATCH /secure/nhp-classes/{id}/unfinalizeKanbans
  setNhpClassStatus: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // PATCH /secure/nhp-classes/{id}/status/{status}
  setNhpKanbanQty: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // PATCH /secure/nhp-kanbans/{classId}/{nodeId}/{slot}/qty/{quantity}
  getNhpClassFit: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /private/nhp-classes/{id}/fit
  getNhpMemberFit: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /private/nhp-placements/{id}/member-fit
  isNhpPlacementMatch: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /private/nhp-placements/{id}/is-match
  placeSwimmer: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // POST /secure/nhp-swimmers/{placementId}/{swimmerId}
  autoPlaceNhpClass: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // POST /secure/nhp_placements/{id}/autoplace
  deferNhpPlacement: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // POST /secure/nhp_placements/{id}/defer/{placementId}/{targetClassId}
  rejectNhpPlacement: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // POST /secure/nhp_placements/{id}/reject/{placementId}
  confirmNhpPlacement: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /secure/nhp_placements/{id}/confirm/{placementId}
  unconfirmNhpPlacement: [401, 'ok', 'ok', 'ok', 'ok', 403, 404, 403], // GET /secure/nhp_placements/{id}/unconfirm/{placementId}
  // Match statistics: node stats for every role of the client, rules for premise, people for
  // staffing and recruiter (seed 001 section 6).
  getNodeMatchStats: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/client/{id}/node-match-stats
  getTreeRules: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // GET /secure/nodes/{id}/tree-rules
  getTreeSwimmers: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET /secure/nodes/{id}/{x}/tree-swimmers
  requestCredentialsV2: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // GET /public/request-credentials-v2/{username}/{request}
  // The matrix sends a wrong proof: 401 is the seed's "Incorrect Username/Password".
  authorizeV2: [401, 401, 401, 401, 401, 401, 401, 401], // GET /public/authorize-v2/{username}/{proof}
  logout: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // DELETE /public/authorize
  renewToken: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // GET /public/authorize/renew
  isLoggedIn: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/is-logged-in
  me: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // GET /public/me
  publicUser: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // GET /public/user
  registerWithoutPasswordV2: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/register-without-password-v2/{username}/{request}
  storeV2: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // POST /public/store-v2/{username}/{record}/{token}
  lookupUserByToken: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /secure/admin/users/token/{token}/lookup
  resetPassword: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /secure/admin/users/token/{token}/reset/{record}
  forgotPassword: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /secure/admin/users/{email}/forgot/{requestId}
  inviteUser: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/admin/users/invite/{userUuid}/{requestId}
  listMySessions: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // GET /private/sessions
  listAllSessions: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/admin/sessions
  // A second session of the admin's: anyone else may end only their own.
  endSession: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // DELETE /private/sessions/{id}
  listRpcEndpoints: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/rpc/endpoints
  listRpcSessions: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // GET /public/rpc/sessions
  sendFyi: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // POST /secure/admin/fyi
  listUsers: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/users
  // A user without groups shares no client site: only user admins may know their name.
  getUserName: [401, 'ok', 'ok', 404, 404, 404, 404, 404], // GET /secure/users/{id}/name
  privateUser: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // GET /private/user
  createUser: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // POST /secure/admin/users
  getUser: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/admin/users/{id}
  updateUser: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // POST /secure/admin/users/{id}
  setUserEnabled: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/admin/users/{id}/enable/{enabled}/{requestToken}
  listSecurityGroups: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/admin/security-groups
  listPreferences: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // GET /private/users/{id}/preferences
  getPreference: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // GET /private/users/{id}/preferences/{key}
  savePreference: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // PUT /private/users/{id}/preferences/{key}
  getMyClients: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // GET /secure/me/clients
  // A site's zone moves its days: administrators only (decision 0041); Lakeview's cannot see it.
  setClientTimeZone: [401, 'ok', 'ok', 403, 403, 403, 404, 403], // PATCH /private/clients/{id}/_actions/set-time-zone
  listLevels: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403], // GET /secure/levels
  listNodes: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403], // GET /secure/nodes
  getNode: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/nodes/{id}
  getNodePermission: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /private/users/{userId}/node-permissions/{nodeId}
  renameNode: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // PATCH /private/nodes/{id}/_actions/rename
  createNode: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // PATCH /private/nodes/{id}/_actions/create/{level}/{name}
  moveNode: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // PATCH /private/nodes/{id}/_actions/move/{parent}
  disableNode: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // PATCH /private/nodes/{id}/_actions/disable
  enableNode: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // PATCH /private/nodes/{id}/_actions/enable
  trashNode: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // PATCH /private/nodes/{id}/_actions/trash
  createClient: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // PATCH /private/tennants/{id}/_actions/create-client/{name}
  uploadFiles: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // POST /api/upload/v1/{nodeUuid}
  // The node is a query value, which the matrix does not send: 400 for those let through;
  // catalogue-paths.e2e-spec.ts checks the node (404 for Lakeview).
  uploadToNode: [401, 'ok', 'ok', 'ok', 403, 403, 'in', 403], // POST /private/upload
  downloadFile: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/file/{id}
  readFile: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/read/{uuid}
  readObject: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/read/{bucket}/{obj}
  getNodePdf: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/nodes/{id}/pdf
  getPdaPdf: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/pda/{id}/pdf
  // The admin's report, still running (download: 404 "The report is not ready yet"); a report
  // is its starter's, and premise:admin/system:dev see every one.
  getBulkPdaStatus: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/bulkPDA/{job}/status
  downloadBulkPda: [401, 'in', 'in', 403, 403, 403, 403, 403], // GET /secure/bulkPDA/{job}/download
  startBulkPda: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/bulkPDA/{node}/{level}
  listPdaTypes: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403], // GET /secure/pda-types
  getPdaType: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403], // GET /secure/pda-types/{id}
  listCapabilities: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403], // GET /private/capabilities
  listSubjectiveValues: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403], // GET /private/subjective-value-types/{id}/subjective-values
  getSubjectiveValueType: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403], // GET /secure/svt/{id}
  createPda: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // PATCH /private/nodes/{id}/_actions/create-pda/{type}/{name}/{variationIds}
  getPda: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/pda/{id}
  getPdaHistory: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/pda/{id}/history
  getTaktTime: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/pda/{id}/takt-time
  getSeatHeight: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/pda/{id}/seat-height
  getAiSummary: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/pda/{id}/ai-summary
  getPdaField: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/pda/{id}/pda-field/{f}
  setPdaField: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // POST /secure/pda/{id}/pda-field/{f}
  setPdaDemand: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // POST /secure/pda/{id}/demand/{capability}
  // Who may edit the PDA may ask what an edit would do; nothing is written (decision 0026).
  postWhatIf: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // POST /secure/pda/{id}/what-if
  addPdaRow: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // POST /secure/pda/{id}/rows/{kind}
  deletePdaRow: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // DELETE /secure/pda/{id}/rows/{kind}/{row}
  setPdaRowCell: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // POST /secure/pda/{id}/rows/{kind}/{row}/{column}
  setPdaFieldValueType: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // PATCH /secure/pda/{id}/pda-field/{f}/value-type/{t}
  setPdaDescription: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // PATCH /secure/pda/{id}/description/{x}
  setPdaStatus: [401, 'ok', 'ok', 'ok', 403, 403, 404, 403], // PATCH /secure/pda/{id}/status/{s}
  getPdaSumByNode: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/pdasum/byNode/{id}
  getPdaSumByPda: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/pdasum/byPDA/{id}
  getAggregatePda: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 404, 403], // GET /secure/node/{id}/agg-pda
  listMaintenanceCapabilities: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // GET /secure/maint/capabilities
  setCapabilitySummary: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // POST /secure/maint/capability/{id}/isSummary/{x}
  listNavLinks: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/nav-links
  listChangeLog: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/change-log
  getUiVersions: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/ui-versions
  spotlight: [401, 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403], // GET /public/spotlight/{query}
  getHealth: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/health
  getLiveness: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/health/live
  // The suite calls from loopback, which the scrape answers whoever asks (decision 0045).
  getMetrics: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // GET /metrics (outside /api/v1)
  getReadiness: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/health/ready
  getNow: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/now
  getEnv: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/env
  // Anyone: a browser's error can come before sign-in; a budget per address (decision 0039).
  recordClientError: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // POST /public/client-errors
  getTables: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'], // GET /public/tables
  echo: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/echo/{x}
  msalRedirect: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /sso/msal-redirect
  msalRedirectFor: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /sso/msal-redirect/{userCode}
  responseOidc: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // POST /sso/response-oidc
  checkSso: ['in', 'in', 'in', 'in', 'in', 'in', 'in', 'in'], // GET /public/sso/{username}
  // HR system (Workday), against the simulator: hr:read is staffing and recruiter, hr:write staffing.
  listWorkdayEndpoints: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET /secure/workday/endpoints
  // Setting endpoints up (hr:admin): premise:admin and system:dev only.
  createWorkdayEndpoint: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // POST /secure/workday/endpoints
  updateWorkdayEndpoint: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // PATCH /secure/workday/endpoints/{id}
  deleteWorkdayEndpoint: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // DELETE /secure/workday/endpoints/{id}
  getWorkdayBearer: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET /secure/workday/{e}/bearer
  forceWorkdayBearer: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET /secure/workday/{e}/bearer/force
  getWorkdayCandidate: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET /secure/workday/{e}/candidate/{a}/{b}
  getWorkdayCandidatePerson: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET .../candidate/{a}/{b}/om
  syncWorkdayCandidate: [401, 'ok', 'ok', 403, 'ok', 403, 403, 403], // PATCH .../candidate/{a}/{b}/om
  listWorkdayCandidatesByEmail: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET .../candidates-by-email/{x}
  listWorkdayReferences: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET .../references/{x}
  getWorkdayReference: [401, 'in', 'in', 403, 'in', 'in', 403, 403], // GET .../references/{x}/by-wid/{w} (an unknown WID: 404)
  getWorkdayServerTimestamp: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET .../server-timestamp
  searchWorkdayWorkers: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET .../workers/{a}/{b}
  listReportWorkers: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET /public/wdr/workers/{x}
  setWorkdayBackgroundCheckField: [401, 'ok', 'ok', 403, 'ok', 403, 403, 403], // PATCH .../backgroundCheck/{id}/{field}/{v}
  setWorkdayBackgroundCheck: [401, 'ok', 'ok', 403, 'ok', 403, 403, 403], // PATCH .../backgroundCheck/{id}/{v}
  listPersonWorkdayCandidates: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET /secure/person/{id}/workdayCandidates
  listPersonWorkdayPreHires: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET /secure/person/{id}/workdayPreHires
  listPersonWorkdaySelfSchedules: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET /secure/person/{id}/workdaySelfSchedules
  listPersonWorkdayWorkers: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET /secure/person/{id}/workdayWorkers
  syncWorkdayRoster: [401, 'ok', 'ok', 403, 403, 403, 403, 403], // PATCH /secure/workday/rosters/{date}/sync (hr:write and roster:read)
  // The employer view (EmployerView: employer:{client} and admins): Riverside's open jobs and
  // the people of one of them; staff roles are refused, employer:Riverside is answered.
  listEmployerClients: [401, 'ok', 'ok', 403, 403, 403, 403, 'ok'], // GET /secure/employer/clients
  listEmployerJobs: [401, 'ok', 'ok', 403, 403, 403, 403, 'ok'], // GET /secure/employer/clients/{id}/jobs
  listEmployerJobPeople: [401, 'ok', 'ok', 403, 403, 403, 403, 'ok'], // GET /secure/employer/jobs/{id}/people
  getPersonApplications: [401, 'ok', 'ok', 403, 'ok', 'ok', 403, 403], // GET /secure/person-app/{id}
};

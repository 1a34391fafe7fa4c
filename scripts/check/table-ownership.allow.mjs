/**
 * Read models: SQL of one module that names another module's tables on purpose (CONVENTIONS
 * 9b). Each entry is one file, the foreign tables it names and why a call to the owner's
 * exported service would not do. The check fails on an entry whose file no longer names a
 * table, so the list shrinks as read models move behind their owners.
 */
/** What matching compares: people's newest measurements and the active demands of job nodes. */
const MATCH_INPUTS = [
  'persons',
  'person_ids',
  'exams',
  'exam_fields',
  'exam_type_fields',
  'tree_nodes',
  'pdas',
  'pda_demands',
  'capabilities',
];

export const READ_MODELS = [
  {
    file: 'server/src/modules/auth/sessions.repository.ts',
    tables: ['users', 'user_security_groups'],
    why: "the guard's one round trip per uncached request reads the session with its user's code, state and groups (decision 0022)",
  },
  {
    file: 'server/src/modules/exams/exam-catalogue.repository.ts',
    tables: ['tree_nodes'],
    why: "each location's client site name, joined in the list's one statement",
  },
  {
    file: 'server/src/modules/exams/exams.repository.ts',
    tables: ['tree_nodes', 'persons', 'person_ids', 'id_types'],
    why: 'exam lists and scheduling show and filter each exam by its person, ID and client site in one statement (one PeopleService call per exam otherwise)',
  },
  {
    file: 'server/src/modules/exams/score-pdf.repository.ts',
    tables: ['person_ids', 'tree_nodes', 'pdas', 'pda_demands', 'capabilities'],
    why: "the score sheet report sets a person's newest exam against the active demands at a job node",
  },
  {
    file: 'server/src/modules/history/history-names.repository.ts',
    tables: [
      'persons',
      'person_ids',
      'tree_nodes',
      'nhp_placements',
      'nhp_pools',
      'capabilities',
      'pda_type_fields',
    ],
    why: "a history page names the people, jobs, slots, pools, demands and fields its entries refer to in one round of set queries, within the caller's scope (issue 32); one call per entry to five owners otherwise",
  },
  {
    file: 'server/src/modules/match/match-inputs.repository.ts',
    tables: MATCH_INPUTS,
    why: "matching reads a client site's newest measurements and active demands as two set queries (decisions 0011, 0012; bench:match), not per person or PDA; the pools and classes come from nhp's read model (PoolMembership)",
  },
  {
    file: 'server/src/modules/match/match-sets.repository.ts',
    tables: ['persons', 'person_metas', 'tree_nodes'],
    why: "a node recompute gives each of the client's people without a result row an empty one before setting the node's bit (one statement over the client's persons); grading writes the grade caches, which the seeds keep as person_metas rows, with the match results in one transaction (decision 0027); a trashed subtree's job nodes are found by the tree's ancestors (decision 0036)",
  },
  {
    file: 'server/src/modules/match/what-if-values.repository.ts',
    tables: ['person_ids', 'exams', 'exam_type_fields'],
    why: "the what-if reads a client site's 1.25 million newest values as one statement aggregated per capability (decision 0026; bench:what-if), not per person",
  },
  {
    file: 'server/src/modules/match/match-stats.repository.ts',
    tables: ['tree_nodes', 'pdas', 'pda_demands', 'capabilities'],
    why: "statistics of a client's demands and tree in one statement each; the pools' members come from nhp's read model (PoolMembership)",
  },
  {
    file: 'server/src/modules/match/reasons.service.ts',
    tables: MATCH_INPUTS,
    why: 'the why of one match: the same measurement and demand read model as match-inputs.repository, for one person and one node',
  },
  {
    file: 'server/src/modules/nhp/nhp-classes.repository.ts',
    tables: ['tree_nodes', 'persons', 'person_ids'],
    why: 'class lists and details name the client site and every placed person in the same statement (issue 20)',
  },
  {
    file: 'server/src/modules/nhp/nhp-pool-membership.ts',
    tables: ['persons', 'person_ids', 'person_metas'],
    why: "the read model nhp hands match: a client's pooled people by their site, and the matching pool members with their ID and contact metadata in one statement",
  },
  {
    file: 'server/src/modules/nhp/nhp-pools.repository.ts',
    tables: ['tree_nodes', 'persons', 'person_ids', 'person_metas'],
    why: 'pool members, hundreds a pool, with their ID and shift metadata in one statement',
  },
  {
    file: 'server/src/modules/pda/pda-report.service.ts',
    tables: ['tree_nodes'],
    why: "the bulk report's PDAs at one level of a subtree, a filter on tree_nodes.ancestors",
  },
  {
    file: 'server/src/modules/pda/pda-sums.repository.ts',
    tables: ['tree_nodes'],
    why: 'PDA sums over a live subtree in one statement (a tenant-wide sum answers one row per capability)',
  },
  {
    file: 'server/src/modules/pdf/node-report.repository.ts',
    tables: ['tree_nodes'],
    why: "the node report's count of live descendants by level, one aggregate over the subtree",
  },
  {
    file: 'server/src/modules/people/people.repository.ts',
    tables: ['tree_nodes'],
    why: "a person's client site name, joined in the person read",
  },
  {
    file: 'server/src/modules/realtime/live-sockets.repository.ts',
    tables: ['app_instances'],
    why: "the per-user socket cap counts only sockets of instances whose heartbeat is fresh, in the statement that admits a socket under the user's lock, and drops the rows of instances gone (decision 0042)",
  },
  {
    file: 'server/src/modules/roster/roster.service.ts',
    tables: ['exams', 'exam_types', 'persons', 'person_ids', 'person_metas'],
    why: "the day roster: one statement on the (start_ts, room_uuid) index joined to each exam's person (polled screen)",
  },
  {
    file: 'server/src/modules/search/search.repository.ts',
    tables: [
      'tree_nodes',
      'tree_levels',
      'pdas',
      'users',
      'persons',
      'person_ids',
      'id_types',
      'nhp_classes',
      'nhp_pools',
    ],
    why: 'the header search reads every kind it finds through one trigram-indexed query per kind (decision 0052)',
  },
];

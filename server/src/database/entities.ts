import { WorkdayEndpoint } from '@server/modules/workday/entities/workday-endpoint.entity';
import { WorkdayKeyFingerprint } from '@server/modules/workday/entities/workday-key-fingerprint.entity';
import { AuditEntry } from '@server/modules/audit/entities/audit-entry.entity';
import { LoginAttempt } from '@server/modules/auth/entities/login-attempt.entity';
import { SignInFailure } from '@server/modules/auth/entities/sign-in-failure.entity';
import { RateLimitBucket } from '@server/modules/auth/entities/rate-limit-bucket.entity';
import { ServerSecret } from '@server/modules/auth/entities/server-secret.entity';
import { Session } from '@server/modules/auth/entities/session.entity';
import { SsoDomain } from '@server/modules/sso/entities/sso-domain.entity';
import { UserToken } from '@server/modules/auth/entities/user-token.entity';
import { SecurityGroup } from '@server/modules/users/entities/security-group.entity';
import { UserPreference } from '@server/modules/users/entities/user-preference.entity';
import { UserSecurityGroup } from '@server/modules/users/entities/user-security-group.entity';
import { User } from '@server/modules/users/entities/user.entity';
import {
  Capability,
  SubjectiveValue,
  SubjectiveValueType,
} from '@server/modules/pda/entities/capability.entities';
import { PdaType, PdaTypeField, Variation } from '@server/modules/pda/entities/pda-type.entities';
import {
  Pda,
  PdaDemand,
  PdaElement,
  PdaField,
  PdaObject,
  PdaTool,
  PdaVariation,
} from '@server/modules/pda/entities/pda.entities';
import { JobRun } from '@server/modules/jobs/entities/job-run.entity';
import { AppInstance } from '@server/modules/jobs/entities/app-instance.entity';
import { ChangeLogEntry } from '@server/modules/shell/entities/change-log-entry.entity';
import { NavLink } from '@server/modules/shell/entities/nav-link.entity';
import { TreeLevel } from '@server/modules/tree/entities/tree-level.entity';
import { TreeNode } from '@server/modules/tree/entities/tree-node.entity';
import { TreeFile } from '@server/modules/files/entities/tree-file.entity';
import {
  StoredObject,
  StoredObjectChunk,
} from '@server/modules/storage/entities/stored-object.entity';
import { CacheAuxEntry } from '@server/modules/cache/entities/cache-aux-entry.entity';
import { LiveSocket } from '@server/modules/realtime/entities/live-socket.entity';
import {
  IdType,
  InfoSource,
  Person,
  PersonId,
  PersonMeta,
} from '@server/modules/people/entities/person.entities';
import {
  ExamLocation,
  ExamRoom,
  ExamRoomType,
  ExamSection,
  ExamSelectOption,
  ExamType,
  ExamTypeField,
  ExamTypeGroup,
} from '@server/modules/exams/entities/exam-catalogue.entities';
import { Exam, ExamField } from '@server/modules/exams/entities/exam.entities';
import { NhpPool, NhpSwimmer } from '@server/modules/nhp/entities/nhp-pool.entities';
import {
  NhpClass,
  NhpKanban,
  NhpPlacement,
  NhpRejection,
} from '@server/modules/nhp/entities/nhp-class.entities';
import {
  SchedulerState,
  SchedulerTrigger,
} from '@server/modules/scheduler/entities/scheduler-trigger.entity';
import {
  MatchClient,
  MatchNode,
  MatchPersonSet,
} from '@server/modules/match/entities/match-results.entities';

/** Every entity of every module; the DataSource and the migration generator read this list. */
export const ENTITIES = [
  AppInstance,
  JobRun,
  ChangeLogEntry,
  NavLink,
  TreeLevel,
  TreeNode,
  TreeFile,
  StoredObject,
  StoredObjectChunk,
  AuditEntry,
  User,
  SecurityGroup,
  UserSecurityGroup,
  UserPreference,
  Session,
  LoginAttempt,
  UserToken,
  SsoDomain,
  ServerSecret,
  RateLimitBucket,
  SignInFailure,
  Capability,
  SubjectiveValueType,
  SubjectiveValue,
  PdaType,
  PdaTypeField,
  Variation,
  Pda,
  PdaVariation,
  PdaField,
  PdaElement,
  PdaObject,
  PdaTool,
  PdaDemand,
  CacheAuxEntry,
  LiveSocket,
  SchedulerTrigger,
  SchedulerState,
  MatchClient,
  MatchNode,
  MatchPersonSet,
  IdType,
  InfoSource,
  Person,
  PersonId,
  PersonMeta,
  ExamLocation,
  ExamRoom,
  ExamType,
  ExamRoomType,
  ExamSection,
  ExamTypeGroup,
  ExamTypeField,
  ExamSelectOption,
  Exam,
  ExamField,
  NhpPool,
  NhpSwimmer,
  NhpClass,
  NhpKanban,
  NhpPlacement,
  NhpRejection,
  WorkdayEndpoint,
  WorkdayKeyFingerprint,
];

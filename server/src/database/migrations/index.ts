// Written by npm run db:generate: every migration, oldest first.
import { Initial1795400578888 } from './1795400578888-Initial';
import { TreeReferenceData1795400578889 } from './1795400578889-TreeReferenceData';
import { UsersAndSessions1795402003942 } from './1795402003942-UsersAndSessions';
import { NavLinkGroups1795402602265 } from './1795402602265-NavLinkGroups';
import { PdaModel1795403620796 } from './1795403620796-PdaModel';
import { FilesAndPdf1795403942947 } from './1795403942947-FilesAndPdf';
import { PdaDemandVersion1795410096667 } from './1795410096667-PdaDemandVersion';
import { TrashSubtrees1795412000000 } from './1795412000000-TrashSubtrees';
import { CacheAux1795565228624 } from './1795565228624-CacheAux';
import { CapabilityIsSummary1795565348171 } from './1795565348171-CapabilityIsSummary';
import { SchedulerTriggers1795578547629 } from './1795578547629-SchedulerTriggers';
import { PeopleAndExams1795581448826 } from './1795581448826-PeopleAndExams';
import { Nhp1795592262982 } from './1795592262982-Nhp';
import { MatchResults1795592337574 } from './1795592337574-MatchResults';
import { WorkdayEndpoints1795595991074 } from './1795595991074-WorkdayEndpoints';
import { WorkdayEndpointDescriptionUnique1795604719794 } from './1795604719794-WorkdayEndpointDescriptionUnique';
import { WorkdayDefaultEndpoint1795648255555 } from './1795648255555-WorkdayDefaultEndpoint';
import { AuditAppendOnly1795700000000 } from './1795700000000-AuditAppendOnly';
import { SignInFailuresAndTokenIds1795710000000 } from './1795710000000-SignInFailuresAndTokenIds';
import { SessionCacheNotify1795800000000 } from './1795800000000-SessionCacheNotify';
import { TableVersionNotify1795900000000 } from './1795900000000-TableVersionNotify';
import { MatchValuesVersion1795910000000 } from './1795910000000-MatchValuesVersion';
import { TableAspectNotify1795920000000 } from './1795920000000-TableAspectNotify';
import { ScopesByIdentity1795930000000 } from './1795930000000-ScopesByIdentity';
import { AmbientHeatAtLeast1796000000000 } from './1796000000000-AmbientHeatAtLeast';
import { NightlyMatchRecompute1796100000000 } from './1796100000000-NightlyMatchRecompute';

export const MIGRATIONS = [Initial1795400578888, TreeReferenceData1795400578889, UsersAndSessions1795402003942, NavLinkGroups1795402602265, PdaModel1795403620796, FilesAndPdf1795403942947, PdaDemandVersion1795410096667, TrashSubtrees1795412000000, CacheAux1795565228624, CapabilityIsSummary1795565348171, SchedulerTriggers1795578547629, PeopleAndExams1795581448826, Nhp1795592262982, MatchResults1795592337574, WorkdayEndpoints1795595991074, WorkdayEndpointDescriptionUnique1795604719794, WorkdayDefaultEndpoint1795648255555, AuditAppendOnly1795700000000, SignInFailuresAndTokenIds1795710000000, SessionCacheNotify1795800000000, TableVersionNotify1795900000000, MatchValuesVersion1795910000000, TableAspectNotify1795920000000, ScopesByIdentity1795930000000, AmbientHeatAtLeast1796000000000, NightlyMatchRecompute1796100000000];

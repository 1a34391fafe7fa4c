import { JobRun } from '@server/modules/jobs/entities/job-run.entity';
import { AppInstance } from '@server/modules/jobs/entities/app-instance.entity';
import { ChangeLogEntry } from '@server/modules/shell/entities/change-log-entry.entity';
import { NavLink } from '@server/modules/shell/entities/nav-link.entity';
import { TreeLevel } from '@server/modules/tree/entities/tree-level.entity';
import { TreeNode } from '@server/modules/tree/entities/tree-node.entity';

/** Every entity of every module; the DataSource and the migration generator read this list. */
export const ENTITIES = [AppInstance, JobRun, ChangeLogEntry, NavLink, TreeLevel, TreeNode];

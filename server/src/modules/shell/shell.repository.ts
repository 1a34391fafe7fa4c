import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { ChangeLogEntry } from './entities/change-log-entry.entity';
import { NavLink } from './entities/nav-link.entity';

/** The shell's tables: navigation links and the change log. */
@Injectable()
export class ShellRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Enabled links under a parent (the root when null), in menu order. */
  findEnabledLinksUnder(parentNavLinkUuid: string | null): Promise<NavLink[]> {
    return this.dataSource.getRepository(NavLink).find({
      where: { enabled: true, parentNavLinkUuid: parentNavLinkUuid ?? IsNull() },
      order: { ordinal: 'ASC' },
    });
  }

  findChangeLogNewestFirst(): Promise<ChangeLogEntry[]> {
    return this.dataSource.getRepository(ChangeLogEntry).find({ order: { entryDate: 'DESC' } });
  }
}

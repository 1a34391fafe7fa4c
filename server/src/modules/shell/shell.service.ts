import { UUID_PATTERN } from '@domain/limits';
import { Injectable } from '@nestjs/common';
import type { Principal } from '@server/common/auth/principal';
import type { ChangeLogEntryDto, NavLinkDto } from './dto/shell.dto';
import { isLinkVisibleTo } from './nav-links';
import { ShellErrorCode, ShellException } from './shell.exceptions';
import { ShellRepository } from './shell.repository';

/** The signed-in frame's menu and the home page's change log. */
@Injectable()
export class ShellService {
  constructor(private readonly shell: ShellRepository) {}

  /** The links under a parent that the caller may use; nobody signed in sees none. */
  async navLinks(parent: string | undefined, principal?: Principal): Promise<NavLinkDto[]> {
    if (parent !== undefined && !UUID_PATTERN.test(parent))
      throw new ShellException(ShellErrorCode.BadParent, 'parent must be a uuid');
    if (!principal) return [];
    const links = await this.shell.findEnabledLinksUnder(parent ?? null);
    return links
      .filter((link) => isLinkVisibleTo(link, principal.groups))
      .map(({ navLinkUuid, parentNavLinkUuid, description, icon, to, enabled }) => ({
        navLinkUuid,
        parentNavLinkUuid,
        description,
        icon,
        to,
        enabled,
      }));
  }

  async changeLog(): Promise<ChangeLogEntryDto[]> {
    const entries = await this.shell.findChangeLogNewestFirst();
    return entries.map(({ entryDate, description }) => ({ entryDate, description }));
  }
}

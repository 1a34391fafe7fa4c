import { Permission } from '@domain/access';
import { UUID_PATTERN } from '@domain/limits';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull } from 'typeorm';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { readBuildInfo } from '@server/modules/platform/build-info';
import { ChangeLogEntryDto, NavLinkDto, UiVersionsDto } from './dto/shell.dto';
import { ChangeLogEntry } from './entities/change-log-entry.entity';
import { NavLink } from './entities/nav-link.entity';
import { isLinkVisibleTo } from './nav-links';
import { ShellErrorCode, ShellException } from './shell.exceptions';

@ApiTags('shell')
@Controller('public')
export class ShellController {
  private readonly version = readBuildInfo().version;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Access(Permission.Public)
  @Get('nav-links')
  @ApiOperation({
    summary: 'Enabled navigation links under a parent (root when omitted) that the caller may use',
  })
  @ApiQuery({ name: 'parent', required: false })
  @ApiOkResponse({ type: [NavLinkDto] })
  async listNavLinks(
    @Query('parent') parent?: string,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<NavLinkDto[]> {
    if (parent !== undefined && !UUID_PATTERN.test(parent))
      throw new ShellException(ShellErrorCode.BadParent, 'parent must be a uuid');
    if (!principal) return [];
    const links = await this.dataSource.getRepository(NavLink).find({
      where: { enabled: true, parentNavLinkUuid: parent ?? IsNull() },
      order: { ordinal: 'ASC' },
    });
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

  @Access(Permission.Public)
  @Get('change-log')
  @ApiOperation({ summary: 'The dated change log of the home page, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  async listChangeLog(): Promise<ChangeLogEntryDto[]> {
    const entries = await this.dataSource
      .getRepository(ChangeLogEntry)
      .find({ order: { entryDate: 'DESC' } });
    return entries.map(({ entryDate, description }) => ({ entryDate, description }));
  }

  @Access(Permission.Public)
  @Get('ui-versions')
  @ApiOperation({ summary: 'Client versions the server accepts; a client not in the list reloads' })
  @ApiOkResponse({ type: UiVersionsDto })
  getUiVersions(): UiVersionsDto {
    return { versions: [this.version] };
  }
}

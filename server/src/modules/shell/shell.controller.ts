import { Permission } from '@domain/access';
import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { readBuildInfo } from '@server/modules/platform/build-info';
import { ChangeLogEntryDto, NavLinkDto, UiVersionsDto } from './dto/shell.dto';
import { ShellService } from './shell.service';

@ApiTags('shell')
@Controller('public')
export class ShellController {
  private readonly version = readBuildInfo().version;

  constructor(private readonly shell: ShellService) {}

  @Access(Permission.Public)
  @Get('nav-links')
  @ApiOperation({
    summary: 'Enabled navigation links under a parent (root when omitted) that the caller may use',
  })
  @ApiQuery({ name: 'parent', required: false })
  @ApiOkResponse({ type: [NavLinkDto] })
  listNavLinks(
    @Query('parent') parent?: string,
    @CurrentPrincipal() principal?: Principal,
  ): Promise<NavLinkDto[]> {
    return this.shell.navLinks(parent, principal);
  }

  @Access(Permission.Public)
  @Get('change-log')
  @ApiOperation({ summary: 'The dated change log of the home page, newest first' })
  @ApiOkResponse({ type: [ChangeLogEntryDto] })
  listChangeLog(): Promise<ChangeLogEntryDto[]> {
    return this.shell.changeLog();
  }

  @Access(Permission.Public)
  @Get('ui-versions')
  @ApiOperation({ summary: 'Client versions the server accepts; a client not in the list reloads' })
  @ApiOkResponse({ type: UiVersionsDto })
  getUiVersions(): UiVersionsDto {
    return { versions: [this.version] };
  }
}

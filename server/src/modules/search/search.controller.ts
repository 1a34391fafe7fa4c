import { Permission } from '@domain/access';
import { BadRequestException, Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { decodeBase64Query } from './base64-query';
import { SearchResultDto } from './dto/search.dto';
import { SearchService } from './search.service';

@ApiTags('search')
@Controller('public')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Access(Permission.Spotlight)
  @Get('spotlight/:query')
  @ApiOperation({
    summary: 'Global search (query base64-encoded); for system:dev and premise: users',
  })
  @ApiOkResponse({ type: [SearchResultDto] })
  spotlight(
    @Param('query') segment: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<SearchResultDto[]> {
    const query = decodeBase64Query(segment);
    if (query === undefined)
      throw new BadRequestException('The search segment must be base64-encoded text');
    if (query.length > 200)
      throw new BadRequestException('The search text must be at most 200 characters');
    return this.search.search(principal, query);
  }
}

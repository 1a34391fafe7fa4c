import { Permission } from '@domain/access';
import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { decodeBase64Query } from './base64-query';
import { SearchResultDto } from './dto/search.dto';
import { SearchService } from './search.service';
import { SearchErrorCode, SearchException } from './search.exceptions';
import { SEARCH_TEXT_MAX } from '@domain/rules';

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
      throw new SearchException(
        SearchErrorCode.NotBase64,
        'The search segment must be base64-encoded text',
      );
    if (query.length > SEARCH_TEXT_MAX)
      throw new SearchException(
        SearchErrorCode.TooLong,
        `The search text must be at most ${SEARCH_TEXT_MAX} characters`,
      );
    return this.search.search(principal, query);
  }
}

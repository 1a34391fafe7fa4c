import { applyDecorators, SetMetadata, UseInterceptors } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { RIGHTS_TABLES, type Source } from './read-sources';
import { READ_SOURCES_METADATA, VersionEtagInterceptor } from './version-etag.interceptor';

/**
 * A polled read whose answer is a function of the caller and of these reads' sources only
 * (never of the clock), given as its module's readSources. It answers with an ETag, and `304 Not Modified` without running when
 * the caller's If-None-Match is the ETag this instance last answered them and none of the
 * sources changed since (VersionEtagInterceptor, decision 0022).
 */
export function CachedByVersion(...reads: (readonly Source[])[]) {
  const tables = [...new Set([...RIGHTS_TABLES, ...reads.flat()])];
  return applyDecorators(
    SetMetadata(READ_SOURCES_METADATA, tables),
    // On these routes only: an interceptor anywhere costs every request of its routes Nest's
    // rxjs pipeline (decision 0022, "Per-request pipeline").
    UseInterceptors(VersionEtagInterceptor),
    // No If-None-Match parameter: browsers send it themselves (and fetch hides the 304).
    ApiResponse({ status: 304, description: 'Not modified: the If-None-Match ETag is current' }),
  );
}

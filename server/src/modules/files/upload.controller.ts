import { Permission } from '@domain/access';
import { Controller, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { IdPipe } from '@server/common/id.pipe';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { FileDto } from './dto/file.dto';
import { MAX_FILES_PER_UPLOAD } from './files.exceptions';
import { FilesService } from './files.service';
import { UPLOAD_FIELD } from './upload-receiver';

/** The seed's upload path sits beside the API: /api/upload/v1 is excluded from the /api/v1 prefix. */
export const UPLOAD_PATH = 'api/upload/v1';

const UPLOAD_BODY = {
  type: 'object' as const,
  required: [UPLOAD_FIELD],
  properties: {
    [UPLOAD_FIELD]: {
      type: 'array' as const,
      items: { type: 'string' as const, format: 'binary' },
    },
  },
};

@ApiTags('files')
@Controller(UPLOAD_PATH)
export class UploadController {
  constructor(private readonly files: FilesService) {}

  @Access(Permission.FilesWrite)
  @Post(':nodeUuid')
  @ApiOperation({
    summary: `Upload up to ${MAX_FILES_PER_UPLOAD} files to a node (multipart field "${UPLOAD_FIELD}"; needs canWrite)`,
    description:
      'All or nothing: a file over UPLOAD_MAX_BYTES answers 413, more than 100 files 400, and ' +
      'nothing of the request is kept. Empty files are kept and flagged zeroBytes.',
    // The path is absolute (outside the document's /api/v1 server).
    servers: [{ url: '/' }],
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: UPLOAD_BODY })
  @ApiCreatedResponse({ type: [FileDto] })
  uploadFiles(
    @Param('nodeUuid', IdPipe) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
    @Req() req: FastifyRequest,
  ): Promise<FileDto[]> {
    return this.files.upload(principal, nodeUuid, req);
  }
}

/**
 * The catalogue's POST private/upload, beside /api/upload/v1/{nodeUuid}: the same upload with the
 * node named in the query (?nodeUuid=), so the multipart body need not be read to find it.
 */
@ApiTags('files')
@Controller('private')
export class PrivateUploadController {
  constructor(private readonly files: FilesService) {}

  @Access(Permission.FilesWrite)
  @Post('upload')
  @ApiOperation({
    summary: `Upload up to ${MAX_FILES_PER_UPLOAD} files to the node ?nodeUuid= (multipart field "${UPLOAD_FIELD}"; needs canWrite)`,
    description: 'The same rules as POST /api/upload/v1/{nodeUuid}.',
  })
  @ApiQuery({ name: 'nodeUuid', required: true, schema: { type: 'string', format: 'uuid' } })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: UPLOAD_BODY })
  @ApiCreatedResponse({ type: [FileDto] })
  uploadToNode(
    @Query('nodeUuid', IdPipe) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
    @Req() req: FastifyRequest,
  ): Promise<FileDto[]> {
    return this.files.upload(principal, nodeUuid, req);
  }
}

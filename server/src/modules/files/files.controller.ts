import { Permission } from '@domain/access';
import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { IdPipe } from '@server/common/id.pipe';
import { Access, CurrentPrincipal, DownloadLink } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { sendDownload } from './file-response';
import { UnknownBucketException } from './files.exceptions';
import { FilesService } from './files.service';

const id = new IdPipe();
const binary = { schema: { type: 'string', format: 'binary' } } as const;
const jwtQuery = {
  name: 'jwt',
  required: false,
  description: 'The session JWT, for links that cannot send headers',
} as const;

@ApiTags('files')
@Controller()
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @Access(Permission.FilesRead)
  @Get('secure/file/:id')
  @DownloadLink()
  @ApiOperation({ summary: "Download a node's file as an attachment with its original name" })
  @ApiQuery(jwtQuery)
  @ApiProduces('application/octet-stream')
  @ApiOkResponse(binary)
  async downloadFile(
    @Param('id', id) fileUuid: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return sendDownload(res, await this.files.open(principal, fileUuid), 'attachment');
  }

  @Access(Permission.FilesRead)
  @Get('secure/read/:uuid')
  @DownloadLink()
  @ApiOperation({ summary: "A node's file shown inline (the browser opens it)" })
  @ApiQuery(jwtQuery)
  @ApiProduces('application/octet-stream')
  @ApiOkResponse(binary)
  async readFile(
    @Param('uuid', id) fileUuid: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    return sendDownload(res, await this.files.open(principal, fileUuid), 'inline');
  }

  @Access(Permission.FilesRead)
  @Get('secure/read/:bucket/:obj')
  @DownloadLink()
  @ApiOperation({
    summary: 'An object of a bucket shown inline; bucket "files": obj is a fileUuid',
  })
  @ApiQuery(jwtQuery)
  @ApiProduces('application/octet-stream')
  @ApiOkResponse(binary)
  async readObject(
    @Param('bucket') bucket: string,
    @Param('obj', id) objectId: string,
    @CurrentPrincipal() principal: Principal,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<StreamableFile> {
    if (bucket !== 'files') throw new UnknownBucketException(bucket);
    return sendDownload(res, await this.files.open(principal, objectId), 'inline');
  }
}

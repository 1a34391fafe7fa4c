import { Permission } from '@domain/access';
import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { IdPipe } from '@server/common/id.pipe';
import { ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import { CachedByVersion } from '@server/common/read-reuse/cached-by-version';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import {
  NodeDto,
  NodePermissionDto,
  NodeSummaryDto,
  NodeWrittenDto,
  RenameNodeDto,
  TreeLevelDto,
} from './dto/node.dto';
import { CreateClientDto } from './dto/client.dto';
import { NodeNamePipe } from './node-name.pipe';
import { NodesService } from './nodes.service';
import { TreeErrorCode, TreeException } from './tree.exceptions';
import { NODE_READ_SOURCES } from './read-sources';

const id = new IdPipe();

@ApiTags('tree')
@Controller()
export class NodesController {
  constructor(private readonly nodes: NodesService) {}

  @Access(Permission.TreeRead)
  @Get('secure/levels')
  @ApiOperation({ summary: 'The nine tree levels' })
  @ApiOkResponse({ type: [TreeLevelDto] })
  listLevels(): TreeLevelDto[] {
    return this.nodes.levels();
  }

  @Access(Permission.TreeRead)
  @Get('secure/nodes')
  @CachedByVersion(NODE_READ_SOURCES)
  @ApiOperation({ summary: 'Every live node of the client sites the caller may see' })
  @ApiOkResponse({ type: [NodeSummaryDto] })
  listNodes(@CurrentPrincipal() principal: Principal): Promise<NodeSummaryDto[]> {
    return this.nodes.list(principal);
  }

  @Access(Permission.TreeRead)
  @Get('secure/nodes/:id')
  @CachedByVersion(NODE_READ_SOURCES)
  @ApiOperation({ summary: 'A node with its ancestors, children, level, PDAs and files' })
  @ApiOkResponse({ type: NodeDto })
  getNode(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeDto> {
    return this.nodes.get(principal, nodeUuid);
  }

  @Access(Permission.TreeRead)
  @Get('private/users/:userId/node-permissions/:nodeId')
  @ApiOperation({ summary: 'What a user may do on a node (yourself, or anyone for an admin)' })
  @ApiOkResponse({ type: NodePermissionDto })
  getNodePermission(
    @Param('userId', id) userId: string,
    @Param('nodeId', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodePermissionDto> {
    if (userId !== principal.userUuid && !isAdmin(principal))
      throw new TreeException(
        TreeErrorCode.OthersPermissions,
        'You may only read your own permissions',
      );
    return this.nodes.permission(principal, nodeUuid);
  }

  @Access(Permission.TreeWrite)
  @Patch('private/nodes/:id/_actions/rename')
  @ApiOperation({ summary: 'Rename a node (body {name}; trimmed, non-empty, different)' })
  @ApiOkResponse({ type: NodeWrittenDto })
  renameNode(
    @Param('id', id) nodeUuid: string,
    @Body() body: RenameNodeDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeWrittenDto> {
    return this.nodes.rename(principal, nodeUuid, body.name);
  }

  @Access(Permission.TreeWrite)
  @Patch('private/nodes/:id/_actions/create/:level/:name')
  @ApiOperation({ summary: 'Create a child of a level allowed below this node' })
  @ApiOkResponse({ type: NodeWrittenDto })
  createNode(
    @Param('id', id) parentUuid: string,
    @Param('level', id) levelUuid: string,
    @Param('name', NodeNamePipe) name: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeWrittenDto> {
    return this.nodes.createChild(principal, parentUuid, levelUuid, name);
  }

  @Access(Permission.TreeWrite)
  @Patch('private/nodes/:id/_actions/move/:parent')
  @ApiOperation({
    summary: 'Move a node under another node of the parent level in the same client',
  })
  @ApiOkResponse({ type: NodeWrittenDto })
  moveNode(
    @Param('id', id) nodeUuid: string,
    @Param('parent', id) parent: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeWrittenDto> {
    return this.nodes.move(principal, nodeUuid, parent);
  }

  @Access(Permission.TreeWrite)
  @Patch('private/nodes/:id/_actions/disable')
  @ApiOperation({ summary: 'Disable a node' })
  @ApiOkResponse({ type: NodeWrittenDto })
  disableNode(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeWrittenDto> {
    return this.nodes.setEnabled(principal, nodeUuid, false);
  }

  @Access(Permission.TreeWrite)
  @Patch('private/nodes/:id/_actions/enable')
  @ApiOperation({ summary: 'Enable a disabled node' })
  @ApiOkResponse({ type: NodeWrittenDto })
  enableNode(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeWrittenDto> {
    return this.nodes.setEnabled(principal, nodeUuid, true);
  }

  @Access(Permission.TreeWrite)
  @Patch('private/nodes/:id/_actions/trash')
  @ApiOperation({ summary: 'Delete (trash) a disabled node and its subtree; answers the parent' })
  @ApiOkResponse({ type: NodeSummaryDto })
  trashNode(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeSummaryDto> {
    return this.nodes.trash(principal, nodeUuid);
  }

  @Access(Permission.TreeWrite)
  @Patch('private/tennants/:id/_actions/create-client/:name')
  @ApiOperation({
    summary: 'Create a client site under the tenant (admins); body {timeZone}, optional',
  })
  @ApiBody({ type: CreateClientDto, required: false })
  @ApiOkResponse({ type: NodeWrittenDto })
  createClient(
    @Param('id', id) tenantUuid: string,
    @Param('name', NodeNamePipe) name: string,
    @Body() body: CreateClientDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeWrittenDto> {
    return this.nodes.createClient(principal, tenantUuid, name, body?.timeZone);
  }
}

import { Body, Controller, ForbiddenException, Get, Param, Patch } from '@nestjs/common';
import { IdPipe } from '@server/common/id.pipe';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal } from '@server/common/auth/auth.decorators';
import { isAdmin, type Principal } from '@server/common/auth/principal';
import {
  NodeDto,
  NodePermissionDto,
  NodeSummaryDto,
  RenameNodeDto,
  TreeLevelDto,
} from './dto/node.dto';
import { NodeNamePipe } from './node-name.pipe';
import { NodesService } from './nodes.service';

const id = new IdPipe();

@ApiTags('tree')
@Controller()
export class NodesController {
  constructor(private readonly nodes: NodesService) {}

  @Get('secure/levels')
  @ApiOperation({ summary: 'The nine tree levels' })
  @ApiOkResponse({ type: [TreeLevelDto] })
  listLevels(): TreeLevelDto[] {
    return this.nodes.levels();
  }

  @Get('secure/nodes')
  @ApiOperation({ summary: 'Every live node of the client sites the caller may see' })
  @ApiOkResponse({ type: [NodeSummaryDto] })
  listNodes(@CurrentPrincipal() principal: Principal): Promise<NodeSummaryDto[]> {
    return this.nodes.list(principal);
  }

  @Get('secure/nodes/:id')
  @ApiOperation({ summary: 'A node with its ancestors, children, level, PDAs and files' })
  @ApiOkResponse({ type: NodeDto })
  getNode(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeDto> {
    return this.nodes.get(principal, nodeUuid);
  }

  @Get('private/users/:userId/node-permissions/:nodeId')
  @ApiOperation({ summary: 'What a user may do on a node (yourself, or anyone for an admin)' })
  @ApiOkResponse({ type: NodePermissionDto })
  getNodePermission(
    @Param('userId', id) userId: string,
    @Param('nodeId', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodePermissionDto> {
    if (userId !== principal.userUuid && !isAdmin(principal))
      throw new ForbiddenException('You may only read your own permissions');
    return this.nodes.permission(principal, nodeUuid);
  }

  @Patch('private/nodes/:id/_actions/rename')
  @ApiOperation({ summary: 'Rename a node (body {name}; trimmed, non-empty, different)' })
  @ApiOkResponse({ type: NodeDto })
  renameNode(
    @Param('id', id) nodeUuid: string,
    @Body() body: RenameNodeDto,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeDto> {
    return this.nodes.rename(principal, nodeUuid, body.name);
  }

  @Patch('private/nodes/:id/_actions/create/:level/:name')
  @ApiOperation({ summary: 'Create a child of a level allowed below this node' })
  @ApiOkResponse({ type: NodeDto })
  createNode(
    @Param('id', id) parentUuid: string,
    @Param('level', id) levelUuid: string,
    @Param('name', NodeNamePipe) name: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeDto> {
    return this.nodes.createChild(principal, parentUuid, levelUuid, name);
  }

  @Patch('private/nodes/:id/_actions/move/:parent')
  @ApiOperation({
    summary: 'Move a node under another node of the parent level in the same client',
  })
  @ApiOkResponse({ type: NodeDto })
  moveNode(
    @Param('id', id) nodeUuid: string,
    @Param('parent', id) parent: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeDto> {
    return this.nodes.move(principal, nodeUuid, parent);
  }

  @Patch('private/nodes/:id/_actions/disable')
  @ApiOperation({ summary: 'Disable a node' })
  @ApiOkResponse({ type: NodeDto })
  disableNode(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeDto> {
    return this.nodes.setEnabled(principal, nodeUuid, false);
  }

  @Patch('private/nodes/:id/_actions/enable')
  @ApiOperation({ summary: 'Enable a disabled node' })
  @ApiOkResponse({ type: NodeDto })
  enableNode(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeDto> {
    return this.nodes.setEnabled(principal, nodeUuid, true);
  }

  @Patch('private/nodes/:id/_actions/trash')
  @ApiOperation({ summary: 'Delete (trash) a disabled node and its subtree; answers the parent' })
  @ApiOkResponse({ type: NodeSummaryDto })
  trashNode(
    @Param('id', id) nodeUuid: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeSummaryDto> {
    return this.nodes.trash(principal, nodeUuid);
  }

  @Patch('private/tennants/:id/_actions/create-client/:name')
  @ApiOperation({ summary: 'Create a client site under the tenant (admins)' })
  @ApiOkResponse({ type: NodeDto })
  createClient(
    @Param('id', id) tenantUuid: string,
    @Param('name', NodeNamePipe) name: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NodeDto> {
    return this.nodes.createClient(principal, tenantUuid, name);
  }
}

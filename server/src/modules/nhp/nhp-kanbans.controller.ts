import { Permission } from '@domain/access';
import { Controller, Param, Patch } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentPrincipal } from '@server/common/auth/auth.decorators';
import type { Principal } from '@server/common/auth/principal';
import { IdPipe } from '@server/common/id.pipe';
import { NhpKanbanQtyDto } from './dto/nhp-class.dto';
import { NhpKanbansService } from './nhp-kanbans.service';

const id = new IdPipe();

/** PATCH secure/nhp-kanbans/{class}/{node}/{slot}/qty/{n}. */
@ApiTags('nhp')
@Controller()
export class NhpKanbansController {
  constructor(private readonly kanbans: NhpKanbansService) {}

  @Access(Permission.ClassesManage)
  @Patch('secure/nhp-kanbans/:classId/:nodeId/:slot/qty/:quantity')
  @ApiOperation({
    summary:
      "Set a node's quantity (slot 1: qty1, first shift; 2: qty2) to 0-999; below the slots holding a person the unchanged value is answered",
  })
  @ApiOkResponse({ type: NhpKanbanQtyDto })
  setNhpKanbanQty(
    @Param('classId', id) classUuid: string,
    @Param('nodeId', id) nodeUuid: string,
    @Param('slot') slot: string,
    @Param('quantity') quantity: string,
    @CurrentPrincipal() principal: Principal,
  ): Promise<NhpKanbanQtyDto> {
    return this.kanbans.setQuantity(principal, classUuid, nodeUuid, slot, quantity);
  }
}

import { Permission } from '@domain/access';
import { Controller, Get, Param, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access } from '@server/common/auth/auth.decorators';
import { WorkdayWorkerDto } from './dto/workday.dto';
import { UpstreamAnswerInterceptor } from './upstream-answer.interceptor';
import { WorkdayService } from './workday.service';

/**
 * The seed's public/wdr path (a Workday report of workers). Public in name only: a directory of
 * employees is not for strangers, so it needs a session with the HR read right (decision 0015).
 */
@ApiTags('workday')
@UseInterceptors(UpstreamAnswerInterceptor)
@Controller('public/wdr')
export class WorkdayReportsController {
  constructor(private readonly workday: WorkdayService) {}

  @Access(Permission.HrSystemRead)
  @Get('workers/:x')
  @ApiOperation({
    summary: 'Workers whose name or id matches x (base64 text), from the default HR endpoint',
  })
  @ApiOkResponse({ type: [WorkdayWorkerDto] })
  listReportWorkers(@Param('x') search: string): Promise<WorkdayWorkerDto[]> {
    return this.workday.workersOfDefault(search);
  }
}

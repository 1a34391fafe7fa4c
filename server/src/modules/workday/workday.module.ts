import { Module } from '@nestjs/common';
import { PeopleModule } from '@server/modules/people/people.module';
import { WorkdayEndpointsService } from './workday-endpoints.service';
import { WorkdayGateway } from './workday-gateway';
import { WorkdayPeopleController } from './workday-people.controller';
import { WorkdayPeopleService } from './workday-people.service';
import { WorkdayController } from './workday.controller';
import { WorkdayRepository } from './workday.repository';
import { WorkdayService } from './workday.service';

/** The HR system (Workday): endpoints, tokens, Recruiting SOAP and Staffing REST calls. */
@Module({
  imports: [PeopleModule],
  controllers: [WorkdayController, WorkdayPeopleController],
  providers: [
    WorkdayRepository,
    WorkdayGateway,
    WorkdayEndpointsService,
    WorkdayService,
    WorkdayPeopleService,
  ],
  exports: [WorkdayEndpointsService, WorkdayPeopleService],
})
export class WorkdayModule {}

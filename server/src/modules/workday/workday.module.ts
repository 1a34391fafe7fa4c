import { Module } from '@nestjs/common';
import { PeopleModule } from '@server/modules/people/people.module';
import { RosterModule } from '@server/modules/roster/roster.module';
import { WorkdayEndpointsController } from './workday-endpoints.controller';
import { WorkdayEndpointsService } from './workday-endpoints.service';
import { WorkdayGateway } from './workday-gateway';
import { HrSecretKey } from './hr-secret-key';
import { WorkdayPeopleController } from './workday-people.controller';
import { WorkdayPeopleService } from './workday-people.service';
import { WorkdayRosterService } from './workday-roster.service';
import { WorkdayController } from './workday.controller';
import { WorkdayRepository } from './workday.repository';
import { WorkdayService } from './workday.service';
import { WorkdayReportsController } from './workday-reports.controller';

/** The HR system (Workday): endpoints, tokens, Recruiting SOAP and Staffing REST calls. */
@Module({
  imports: [PeopleModule, RosterModule],
  controllers: [
    WorkdayController,
    WorkdayEndpointsController,
    WorkdayPeopleController,
    WorkdayReportsController,
  ],
  providers: [
    WorkdayRepository,
    HrSecretKey,
    WorkdayGateway,
    WorkdayEndpointsService,
    WorkdayService,
    WorkdayPeopleService,
    WorkdayRosterService,
  ],
  exports: [WorkdayEndpointsService, WorkdayPeopleService, WorkdayRosterService],
})
export class WorkdayModule {}

import { DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { dataSourceOptions } from './database/data-source';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { CacheModule } from './modules/cache/cache.module';
import { AccessModule } from './common/auth/access.module';
import { InputSafetyGuard } from './common/input-safety.guard';
import { EventsModule } from './common/events/events.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { MailModule } from './modules/mail/mail.module';
import { RealtimeModule } from './modules/realtime/realtime.module';
import { SearchModule } from './modules/search/search.module';
import { ShellModule } from './modules/shell/shell.module';
import { TreeModule } from './modules/tree/tree.module';
import { FilesModule } from './modules/files/files.module';
import { PdfModule } from './modules/pdf/pdf.module';
import { UsersModule } from './modules/users/users.module';
import { PdaModule } from './modules/pda/pda.module';
import { MaintenanceModule } from './modules/maintenance/maintenance.module';
import { PlatformModule } from './modules/platform/platform.module';
import { SsoModule } from './modules/sso/sso.module';
import { SchedulerModule } from './modules/scheduler/scheduler.module';
import { PeopleModule } from './modules/people/people.module';
import { WorkdayModule } from './modules/workday/workday.module';
import { ExamsModule } from './modules/exams/exams.module';
import { RosterModule } from './modules/roster/roster.module';
import { MetricsModule } from './modules/metrics/metrics.module';
import { MatchModule } from './modules/match/match.module';
import { NhpModule } from './modules/nhp/nhp.module';
import { HistoryModule } from './modules/history/history.module';
import { EmployerModule } from './modules/employer/employer.module';
import { ReadReuseModule } from './common/read-reuse/read-reuse.module';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config, databaseUrl),
        TypeOrmModule.forRoot({
          ...dataSourceOptions(databaseUrl, config.databasePoolSize),
          retryAttempts: 3,
          retryDelay: 1000,
        }),
        EventsModule,
        MetricsModule,
        ReadReuseModule,
        AccessModule,
        JobsModule,
        AuditModule,
        MailModule,
        CacheModule,
        AuthModule,
        RealtimeModule,
        UsersModule,
        TreeModule,
        FilesModule,
        PdfModule,
        PdaModule,
        MaintenanceModule,
        ShellModule,
        SearchModule,
        PlatformModule,
        SsoModule,
        SchedulerModule,
        PeopleModule,
        WorkdayModule,
        ExamsModule,
        RosterModule,
        MatchModule,
        NhpModule,
        HistoryModule,
        EmployerModule,
      ],
      // Registered here, before AuthModule's guard, so malformed input is refused first.
      providers: [{ provide: APP_GUARD, useClass: InputSafetyGuard }],
    };
  }
}

import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import {
  HealthCheckService,
  HealthIndicatorService,
  TypeOrmHealthIndicator,
  type HealthCheckResult,
} from '@nestjs/terminus';
import { isDraining } from '@server/common/draining';
import { EventBusService } from '@server/common/events/event-bus.service';
import { JobsService } from '@server/modules/jobs/jobs.service';

const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: boolean;
  report: HealthCheckResult;
}

/**
 * Readiness as orchestrators and load balancers expect it (@nestjs/terminus): the database
 * answers, the job engine runs here, the event bus listens (without it this instance would
 * serve stale answers and miss revocations), and the instance is not draining.
 */
@Injectable()
export class ReadinessService {
  constructor(
    private readonly health: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly indicators: HealthIndicatorService,
    private readonly jobs: JobsService,
    private readonly bus: EventBusService,
  ) {}

  async check(): Promise<Readiness> {
    try {
      const report = await this.health.check([
        () => this.database.pingCheck('database').withTimeout(CHECK_TIMEOUT_MS),
        () => this.flag('jobs', this.jobs.isRunning, 'the job engine is stopped'),
        () => this.flag('events', this.bus.isListening, 'the event listener is reconnecting'),
        () => this.flag('serving', !isDraining(), 'draining: finishing the requests in flight'),
      ]);
      return { ready: true, report };
    } catch (error) {
      // Terminus says "not ready" by throwing its report inside a 503.
      if (error instanceof ServiceUnavailableException)
        return { ready: false, report: error.getResponse() as HealthCheckResult };
      throw error;
    }
  }

  private flag(key: string, up: boolean, whyDown: string) {
    const session = this.indicators.check(key);
    return up ? session.up() : session.down({ message: whyDown });
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '@server/config/app-config';
import { APP_CONFIG } from '@server/config/config.module';
import { JobsService } from '@server/modules/jobs/jobs.service';

/**
 * The open sockets of every instance (live_sockets), so that WS_MAX_SOCKETS_PER_USER counts a
 * user's sockets on all instances, not one (decision 0042). A socket counts while its instance
 * reports (app_instances' heartbeat, as the job engine judges a live instance): the sockets
 * of an instance that died stop counting once it is silent for JOB_STALE_SECONDS.
 */
@Injectable()
export class LiveSocketsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobsService,
  ) {}

  private get instanceId(): string {
    return this.jobs.instanceId;
  }

  /**
   * Records the socket unless the user already holds `max` on live instances; answers how many
   * they hold. Counted and recorded under the user's lock, so two instances admitting at once
   * cannot both take the last place.
   */
  admit(socketUuid: string, userUuid: string, max: number): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, [
        `live sockets ${userUuid}`,
      ]);
      const [{ open }] = await manager.query(
        `SELECT count(*)::int AS open
           FROM live_sockets s LEFT JOIN app_instances i ON i.instance_id = s.instance_id
          WHERE s.user_uuid = $1
            AND (s.instance_id = $2 OR i.heartbeat_at > now() - make_interval(secs => $3))`,
        [userUuid, this.instanceId, this.config.jobStaleSeconds],
      );
      if (open < max) {
        await manager.query(
          `INSERT INTO live_sockets (socket_uuid, user_uuid, instance_id) VALUES ($1, $2, $3)`,
          [socketUuid, userUuid, this.instanceId],
        );
      }
      return open;
    });
  }

  async release(socketUuid: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM live_sockets WHERE socket_uuid = $1`, [socketUuid]);
  }

  /**
   * Keeps this instance's rows to the sockets it holds (a release the database missed, an
   * upgrade that never completed) and drops the rows of instances that left or were removed.
   */
  async reconcile(open: string[]): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM live_sockets s
        WHERE (s.instance_id = $1 AND s.socket_uuid <> ALL($2::uuid[]))
           OR (s.instance_id <> $1
               AND NOT EXISTS (SELECT 1 FROM app_instances i WHERE i.instance_id = s.instance_id))`,
      [this.instanceId, open],
    );
  }
}

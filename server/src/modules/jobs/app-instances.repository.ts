import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';
import { AppInstance } from './entities/app-instance.entity';

@Injectable()
export class AppInstancesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async register(instanceId: string): Promise<void> {
    const now = new Date();
    await this.dataSource.getRepository(AppInstance).insert({
      instanceId,
      hostname: hostname(),
      pid: process.pid,
      startedAt: now,
      heartbeatAt: now,
    });
  }

  async heartbeat(instanceId: string): Promise<void> {
    await this.dataSource
      .getRepository(AppInstance)
      .update(instanceId, { heartbeatAt: new Date() });
  }

  /** Leaving on purpose lets another instance resume our unfinished runs at once. */
  async remove(instanceId: string): Promise<void> {
    await this.dataSource.getRepository(AppInstance).delete(instanceId);
  }

  /** Instances silent for a day are gone; keeping them would only grow the table. */
  async removeLongSilent(): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM app_instances WHERE heartbeat_at < now() - interval '1 day'`,
    );
  }
}

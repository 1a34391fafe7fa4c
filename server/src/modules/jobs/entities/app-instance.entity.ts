import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A running app process; its heartbeat tells others whether its jobs are still alive. */
@Entity('app_instances')
export class AppInstance {
  @PrimaryColumn('uuid')
  instanceId: string;

  @Column({ type: 'varchar', length: 255 })
  hostname: string;

  @Column('int')
  pid: number;

  @Column({ type: 'timestamptz' })
  startedAt: Date;

  @Column({ type: 'timestamptz' })
  heartbeatAt: Date;
}

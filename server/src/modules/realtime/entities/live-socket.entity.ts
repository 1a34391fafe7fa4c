import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One open socket of the real-time channel, on whichever instance holds it, so that the
 * per-user cap (WS_MAX_SOCKETS_PER_USER) counts across instances (decision 0042). UNLOGGED
 * (see its migration): after a crash of PostgreSQL the sockets are gone anyway.
 */
@Entity('live_sockets')
@Index(['userUuid'])
export class LiveSocket {
  @PrimaryColumn('uuid')
  socketUuid: string;

  @Column('uuid')
  userUuid: string;

  /** The app instance (app_instances) holding it: a silent instance's sockets stop counting. */
  @Column('uuid')
  instanceId: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  openedAt: Date;
}

import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** Secrets generated once and shared by every app instance (JWT key, OPAQUE server setup). */
@Entity('server_secrets')
export class ServerSecret {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  name: string;

  @Column('text')
  value: string;

  @CreateDateColumn({ type: 'timestamptz' })
  created: Date;
}

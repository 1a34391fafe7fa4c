import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/**
 * Bytes every instance reads (decision 0043): uploaded file content and generated reports,
 * under a relative key ("files/<sha256>", "reports/<runId>.pdf"), never a path on one disk.
 */
@Entity('stored_objects')
export class StoredObject {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  /** The total length; bigint arrives as text and stays far below 2^53. */
  @Column({
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  bytes: number;

  @CreateDateColumn({ type: 'timestamptz' })
  created: Date;
}

/**
 * One piece of an object's bytes (CHUNK_BYTES each but the last): reading and writing hold one
 * piece in memory at a time, whatever the object's size, and no value nears bytea's 1 GB cap.
 */
@Entity('stored_object_chunks')
export class StoredObjectChunk {
  @PrimaryColumn({ type: 'varchar', length: 300 })
  key: string;

  @PrimaryColumn('int')
  seq: number;

  @ManyToOne(() => StoredObject, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'key' })
  object?: StoredObject;

  @Column('bytea')
  data: Buffer;
}

import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
} from 'typeorm';
import { bigintAsNumber } from '@server/common/db/base-columns';
import { TreeNode } from '@server/modules/tree/entities/tree-node.entity';

/**
 * A file uploaded to an organisation node (the seed's File: fileUuid, name, bytes,
 * fileTypeUuid). The content lives once per hash in the stored object files/<hash>, in the
 * database (decision 0043); several rows may share it.
 */
@Entity('tree_files')
export class TreeFile {
  @PrimaryColumn('uuid')
  fileUuid: string;

  @Index()
  @Column('uuid')
  nodeUuid: string;

  @ManyToOne(() => TreeNode, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'node_uuid' })
  node?: TreeNode;

  /** The client's file name (no path), shown in lists and used for downloads. */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'bigint', transformer: bigintAsNumber })
  bytes: number;

  /** sha256 of the content, hex; indexed to find whether any row still needs a stored file. */
  @Index()
  @Column({ type: 'char', length: 64 })
  contentHash: string;

  @Column({ type: 'varchar', length: 255 })
  mimeType: string;

  @Column({ type: 'uuid', nullable: true })
  fileTypeUuid: string | null;

  /** bytes = 0, kept as a column so listings flag empty uploads without computing. */
  @Column({ type: 'boolean' })
  zeroBytes: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  created: Date;

  /** No foreign key, like audit entries: who uploaded stays recorded whatever happens to users. */
  @Column('uuid')
  createdByUserUuid: string;
}

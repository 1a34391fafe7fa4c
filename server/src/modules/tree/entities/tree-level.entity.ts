import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('tree_levels')
export class TreeLevel {
  @PrimaryColumn('uuid')
  levelUuid: string;

  @Column({ type: 'varchar', length: 100, unique: true })
  description: string;

  /** Depth below the tenant; Non-Vehicle shares the Production Shop's depth. */
  @Column('int')
  ordinal: number;

  /** Cost Center nodes exist but are left out of child listings. */
  @Column({ type: 'boolean', default: false })
  hiddenInListings: boolean;
}

import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** One entry of the left navigation; root links have no parent. */
@Entity('nav_links')
export class NavLink {
  @PrimaryColumn('uuid')
  navLinkUuid: string;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  parentNavLinkUuid: string | null;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** Name of a Material icon, e.g. AccountTree. */
  @Column({ type: 'varchar', length: 100 })
  icon: string;

  /** Client route under /app, e.g. /tree. */
  @Column({ type: 'varchar', length: 300 })
  to: string;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Column({ type: 'int', default: 0 })
  ordinal: number;

  /** Shown to users holding a group that starts with one of these (e.g. premise:, system:dev). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  groupPrefixes: string[];
}

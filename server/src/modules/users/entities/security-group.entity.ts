import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A role as kind:scope, e.g. premise:admin or staffing:Riverside. */
@Entity('security_groups')
export class SecurityGroup {
  @PrimaryColumn({ type: 'varchar', length: 150 })
  securityGroupCode: string;

  @Column({ type: 'varchar', length: 300 })
  description: string;
}

import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { SecurityGroup } from './security-group.entity';
import { User } from './user.entity';

@Entity('user_security_groups')
export class UserSecurityGroup {
  @PrimaryColumn('uuid')
  userUuid: string;

  @PrimaryColumn({ type: 'varchar', length: 150 })
  securityGroupCode: string;

  @ManyToOne(() => User, (user) => user.collUserSecurityGroups, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_uuid' })
  user?: User;

  @ManyToOne(() => SecurityGroup, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'security_group_code' })
  securityGroup?: SecurityGroup;
}

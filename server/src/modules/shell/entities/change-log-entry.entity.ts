import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A dated line of the home page's change log. */
@Entity('change_log_entries')
export class ChangeLogEntry {
  @PrimaryColumn('uuid')
  changeLogEntryUuid: string;

  @Column('date')
  entryDate: string;

  @Column('text')
  description: string;
}

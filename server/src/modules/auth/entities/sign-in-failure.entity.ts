import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Failed sign-ins (a proof that did not check out) for one username from one address. Counted
 * per pair, so a stranger's guesses delay only the stranger, never the account's owner.
 */
@Entity('sign_in_failures')
export class SignInFailure {
  /** As typed (trimmed, lower case): unknown names are counted too, so nothing tells them apart. */
  @PrimaryColumn({ type: 'varchar', length: 100 })
  userCode: string;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  address: string;

  @Column({ type: 'int' })
  failures: number;

  @Column({ type: 'timestamptz' })
  lastFailureAt: Date;

  /** This address may try this name again from then on; null while under the free failures. */
  @Column({ type: 'timestamptz', nullable: true })
  delayedUntil: Date | null;
}

import { Injectable } from '@nestjs/common';

/**
 * How a history page names each entry's actor in its one statement. The users module owns the
 * users table and writes through audit, so audit neither asks its services (a module cycle)
 * nor names its table: users hands in, when it starts, a join that gives the alias
 * `user_code`, `first_name` and `last_name` for an actor's uuid (UsersActorNames).
 */
@Injectable()
export class ActorNames {
  private join?: (actorUuid: string, alias: string) => string;

  /** Called by the users module when it starts. */
  provide(join: (actorUuid: string, alias: string) => string): void {
    this.join = join;
  }

  /** The join for the actor column `actorUuid`; without the users module, actors have no names. */
  joinOn(actorUuid: string, alias: string): string {
    return (
      this.join?.(actorUuid, alias) ??
      `LEFT JOIN LATERAL (SELECT NULL::varchar AS user_code, NULL::varchar AS first_name,
                                 NULL::varchar AS last_name) ${alias} ON true`
    );
  }
}

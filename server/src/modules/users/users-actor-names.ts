import { Injectable, OnModuleInit } from '@nestjs/common';
import { ActorNames } from '@server/modules/audit/actor-names';

/** Hands audit the join that names a history entry's actor (ActorNames says why this way round). */
@Injectable()
export class UsersActorNames implements OnModuleInit {
  constructor(private readonly actors: ActorNames) {}

  onModuleInit(): void {
    this.actors.provide(
      (actorUuid, alias) => `LEFT JOIN users ${alias} ON ${alias}.user_uuid = ${actorUuid}`,
    );
  }
}

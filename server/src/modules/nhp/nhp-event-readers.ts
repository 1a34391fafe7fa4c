import { Injectable } from '@nestjs/common';
import {
  ADMINS_ONLY,
  EventReaders,
  perGroups,
  type Readers,
} from '@server/common/auth/event-readers';
import { NhpClassesRepository } from './nhp-classes.repository';
import { canSeeClass, poolOf } from './nhp-scope';

/**
 * Who is told of a new-hire class's change (DIRTY nhp-class, nhp-placement): whoever may read
 * the class (canSeeClass, as its HTTP reads ask); a slot's change, whoever may read its class.
 * A deleted class is told to admins only.
 */
@Injectable()
export class NhpEventReaders {
  constructor(classes: NhpClassesRepository, readers: EventReaders) {
    const ofClass = async (nhpClassUuid: string): Promise<Readers> => {
      const row = await classes.findClass(nhpClassUuid);
      if (!row) return ADMINS_ONLY;
      const pool = poolOf(row);
      return perGroups((principal) => canSeeClass(principal.groups, pool, row.nhpClassStatusEnum));
    };
    readers.register('nhp-class', ofClass);
    readers.register('nhp-placement', async (placementUuid) => {
      const slot = await classes.findPlacement(placementUuid);
      return slot ? ofClass(slot.nhpClassUuid) : ADMINS_ONLY;
    });
  }
}

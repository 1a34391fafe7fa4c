import { Injectable } from '@nestjs/common';
import type { Principal } from '@server/common/auth/principal';
import { MailService } from '@server/modules/mail/mail.service';
import { UsersService } from '@server/modules/users/users.service';
import { classRosterMail } from './class-roster-mail';
import type { ClassEmailDto } from './dto/nhp-class.dto';
import { NhpClassesRepository } from './nhp-classes.repository';
import { classDateOf } from './class-slots';
import { NhpClassesService } from './nhp-classes.service';
import { NhpErrorCode, NhpException } from './nhp.exceptions';

/** E-mail Class: the class roster, slot by slot, to the caller's own address. */
@Injectable()
export class NhpClassMailService {
  constructor(
    private readonly classes: NhpClassesRepository,
    private readonly classService: NhpClassesService,
    private readonly mail: MailService,
    private readonly users: UsersService,
  ) {}

  async send(principal: Principal, nhpClassUuid: string): Promise<ClassEmailDto> {
    const klass = await this.classService.readable(principal, nhpClassUuid);
    const to = await this.users.emailOf(principal.userUuid);
    if (!to)
      throw new NhpException(
        NhpErrorCode.NoEmailAddress,
        'Your account has no e-mail address to send the class to',
      );
    const [kanbans, placements] = await Promise.all([
      this.classes.kanbans(nhpClassUuid),
      this.classes.placements(nhpClassUuid),
    ]);
    const jobOf = new Map(
      kanbans.map((k) => [
        k.nodeUuid,
        [...k.ancestorDescriptions.slice(1), k.description].join(' / '),
      ]),
    );
    const lines = placements
      .map((p) => ({
        job: jobOf.get(p.nodeUuid) ?? p.nodeUuid,
        shift: p.shift,
        ordinal: p.ordinal,
        person:
          p.personUuid === null
            ? null
            : { firstName: p.firstName ?? '', lastName: p.lastName ?? '', id: p.id },
        status: p.placementStatusEnum,
      }))
      .sort((a, b) => a.job.localeCompare(b.job) || a.ordinal - b.ordinal);
    const message = classRosterMail(
      {
        description: klass.description,
        poolDescription: klass.poolDescription,
        clientDescription: klass.clientDescription,
        classDate: classDateOf(klass),
        status: klass.nhpClassStatusEnum,
      },
      lines,
    );
    await this.mail.send({ to, ...message });
    return { to, subject: message.subject, placements: lines.filter((l) => l.person).length };
  }
}

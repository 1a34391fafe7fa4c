import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum MatchErrorCode {
  NotAClientSite = 'MATCH_NOT_A_CLIENT_SITE',
  /** A what-if names a capability the catalogue does not hold, or one twice. */
  WhatIfCapability = 'MATCH_WHAT_IF_CAPABILITY',
  /** A what-if's proposed value would be refused by the save (decision 0026). */
  WhatIfDemandValue = 'MATCH_WHAT_IF_DEMAND_VALUE',
  /** A newer what-if of the same user replaced this one while it waited (decision 0033). */
  WhatIfSuperseded = 'MATCH_WHAT_IF_SUPERSEDED',
}

export class MatchException extends moduleException<MatchErrorCode>({
  [MatchErrorCode.NotAClientSite]: HttpStatus.BAD_REQUEST,
  [MatchErrorCode.WhatIfCapability]: HttpStatus.BAD_REQUEST,
  [MatchErrorCode.WhatIfDemandValue]: HttpStatus.BAD_REQUEST,
  [MatchErrorCode.WhatIfSuperseded]: HttpStatus.TOO_MANY_REQUESTS,
}) {}

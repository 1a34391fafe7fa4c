import { HttpStatus } from '@nestjs/common';
import { AppException } from '@server/common/app.exception';

export enum MaintenanceErrorCode {
  CapabilityNotFound = 'CAPABILITY_NOT_FOUND',
  InvalidFlag = 'INVALID_FLAG',
}

export class CapabilityNotFoundException extends AppException {
  constructor() {
    super(MaintenanceErrorCode.CapabilityNotFound, HttpStatus.NOT_FOUND, 'Capability not found');
  }
}

export class InvalidFlagException extends AppException {
  constructor(name: string, value: string) {
    super(
      MaintenanceErrorCode.InvalidFlag,
      HttpStatus.BAD_REQUEST,
      `${name} must be true or false, not "${value.slice(0, 40)}"`,
    );
  }
}

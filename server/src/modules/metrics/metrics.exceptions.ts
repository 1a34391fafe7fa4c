import { HttpStatus } from '@nestjs/common';
import { moduleException } from '@server/common/app.exception';

export enum MetricsErrorCode {
  NotAllowed = 'METRICS_NOT_ALLOWED',
}

export class MetricsException extends moduleException<MetricsErrorCode>({
  [MetricsErrorCode.NotAllowed]: HttpStatus.FORBIDDEN,
}) {}

export const METRICS_REFUSED =
  'Metrics are answered on loopback, or with the METRICS_TOKEN setting as a Bearer token';

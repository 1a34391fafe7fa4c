import { ValidationError, ValidationPipe } from '@nestjs/common';
import { CommonErrorCode, CommonException } from './common.exceptions';

function flatten(errors: ValidationError[], prefix = ''): { field: string; problems: string[] }[] {
  return errors.flatMap((error) => {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const own = error.constraints ? [{ field, problems: Object.values(error.constraints) }] : [];
    return [...own, ...flatten(error.children ?? [], field)];
  });
}

/** Strict DTOs: unknown fields are refused, every failing field is named in the answer. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => {
      const fields = flatten(errors);
      return new CommonException(
        CommonErrorCode.ValidationFailed,
        fields.map((f) => f.problems.join(', ')).join('; '),
        fields,
      );
    },
  });
}

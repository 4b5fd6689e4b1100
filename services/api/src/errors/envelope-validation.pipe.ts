import { ValidationPipe } from '@nestjs/common';
import { ApiException } from './api.exception';
import { fieldProblems } from './class-validator-fields';

/** class-validator at the boundary: unknown fields refused, every failure a field error. */
export function envelopeValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => ApiException.validation(fieldProblems(errors)),
  });
}

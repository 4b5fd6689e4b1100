import { ValidationPipe, type ArgumentMetadata } from '@nestjs/common';
import { LANGUAGE_QUERY_PARAM } from '../i18n';
import { ApiException } from './api.exception';
import { fieldProblems } from './class-validator-fields';

/**
 * class-validator at the boundary: unknown fields refused, every failure a field error. `?lang=` is
 * read by i18n for every route (request-language.ts), so no query DTO has to declare it.
 */
class EnvelopeValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type === 'query' && !metadata.data && value && typeof value === 'object') {
      const { [LANGUAGE_QUERY_PARAM]: _lang, ...rest } = value as Record<string, unknown>;
      return super.transform(rest, metadata);
    }
    return super.transform(value, metadata);
  }
}

export function envelopeValidationPipe(): ValidationPipe {
  return new EnvelopeValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: true, value: false },
    exceptionFactory: (errors) => ApiException.validation(fieldProblems(errors)),
  });
}

import { DOMAIN_ERROR_CODES, DomainErrorCode, DomainErrorKind } from './error-codes';
import { FieldError } from './field-error';

export interface DomainErrorDetails {
  params?: Record<string, string | number>;
  fieldErrors?: FieldError[];
}

export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  readonly params: Record<string, string | number>;
  readonly fieldErrors: FieldError[];

  constructor(
    readonly code: DomainErrorCode,
    message?: string,
    details: DomainErrorDetails = {},
  ) {
    super(message ?? code);
    this.name = 'DomainError';
    this.kind = DOMAIN_ERROR_CODES[code];
    this.params = details.params ?? {};
    this.fieldErrors = details.fieldErrors ?? [];
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

export const throwIfInvalid = (code: DomainErrorCode, fieldErrors: FieldError[], message?: string): void => {
  if (fieldErrors.length > 0)
    throw new DomainError(code, message ?? `${code}: ${fieldErrors.length} invalid field(s)`, {
      fieldErrors,
    });
};

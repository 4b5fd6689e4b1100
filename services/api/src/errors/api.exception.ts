import { HttpStatus } from '@nestjs/common';

export interface FieldProblem {
  readonly field: string;
  readonly rule: string;
  readonly params?: Record<string, unknown>;
}

/**
 * An answer we mean to give: status, a stable code (translated through `errors.<code>`), and data.
 * Thrown from controllers and guards; the envelope filter turns it into {code, message, data}.
 */
export class ApiException extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params: Record<string, unknown> = {},
    readonly data: unknown = null,
    /** The message's own code when one answer code has several messages (a payment's decline reason). */
    readonly messageCode: string = code,
  ) {
    super(code);
  }

  static validation(fields: FieldProblem[]): ApiException {
    return new ValidationException(fields);
  }

  static notFound(code = 'NOT_FOUND'): ApiException {
    return new ApiException(HttpStatus.NOT_FOUND, code);
  }
}

export class ValidationException extends ApiException {
  constructor(readonly fields: FieldProblem[]) {
    super(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED');
  }
}

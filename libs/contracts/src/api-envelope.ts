/** Every api answer, success or failure, has this shape (spec §7: {code, message, data}). */
export interface ApiEnvelope<T = unknown> {
  readonly code: string;
  readonly message: string;
  readonly data: T;
}

/** One refused field. `rule` is a stable code (required, maxLength, pattern, …); `message` is translated. */
export interface FieldError {
  readonly field: string;
  readonly rule: string;
  readonly message: string;
  readonly params?: Record<string, unknown>;
}

export interface ValidationErrorData {
  readonly fields: FieldError[];
}

/** Codes every endpoint may answer with; feature codes (ORDER.*, MEMBER.*) live with their feature. */
export const COMMON_CODES = {
  ok: 'OK',
  validationFailed: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  preconditionFailed: 'PRECONDITION_FAILED',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  internalError: 'INTERNAL_ERROR',
} as const;

export type CommonCode = (typeof COMMON_CODES)[keyof typeof COMMON_CODES];

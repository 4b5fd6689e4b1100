import { isDomainError } from '@slabworks/domain';
import { ApiException } from '../../errors';

/**
 * A domain refusal that names fields (spec §5 rules) is answered like any other bad input: 400
 * VALIDATION_FAILED with one translated error per field. Every other DomainError keeps its own code
 * and is mapped by kind in errors/domain-error-answer.ts (409 names the lifecycle rule).
 */
export function asFieldErrors(error: unknown): unknown {
  if (isDomainError(error) && error.kind === 'validation' && error.fieldErrors.length > 0) {
    return ApiException.validation(error.fieldErrors.map((f) => ({ ...f, params: f.params ?? {} })));
  }
  return error;
}

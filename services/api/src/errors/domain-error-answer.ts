import type { FieldProblem } from './api.exception';

const STATUS_BY_KIND: Record<string, number> = {
  validation: 400,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  precondition: 412,
};

interface DomainErrorLike {
  code: string;
  kind: string;
  fields?: FieldProblem[];
  fieldErrors?: FieldProblem[];
  params?: Record<string, unknown>;
  data?: unknown;
}

function isDomainErrorLike(e: unknown): e is DomainErrorLike {
  return (
    typeof e === 'object' &&
    e !== null &&
    typeof (e as DomainErrorLike).code === 'string' &&
    typeof (e as DomainErrorLike).kind === 'string' &&
    (e as DomainErrorLike).kind in STATUS_BY_KIND
  );
}

/** libs/domain refusals carry a kind; this maps each kind to its HTTP status once (style.md). */
export function domainErrorAnswer(error: unknown) {
  if (!isDomainErrorLike(error)) return undefined;
  return {
    status: STATUS_BY_KIND[error.kind]!,
    code: error.code,
    // libs/domain names them fieldErrors; other callers may say fields.
    fields: error.fieldErrors?.length ? error.fieldErrors : error.fields,
    params: error.params,
    data: error.data,
  };
}

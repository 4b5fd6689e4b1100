// Rule codes are stable strings: the api and the web translate them, so renaming one is a breaking change.
export const FIELD_RULES = [
  'required',
  'minLength',
  'maxLength',
  'pattern',
  'min',
  'max',
  'integer',
  'email',
  'mismatch',
  'sameAsCurrent',
  'duplicate',
  'minItems',
  'maxItems',
  'notAllowed',
  'agreementRequired',
  'contactRequired',
] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

export interface FieldError {
  field: string;
  rule: FieldRule;
  params?: Record<string, string | number>;
}

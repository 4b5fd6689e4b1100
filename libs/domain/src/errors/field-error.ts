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
  'belowMinimumGrade',
  // A courier not in libs/domain's courier table.
  'unknownCourier',
  // A return parcel with a courier of the other service's country (issue #32's branch leg).
  'twCourier',
  'krCourier',
  // Phones and addresses of the other service's country (docs/domain.md "Two services").
  'twPhone',
  'twPostalCode',
  'twAddress',
  'krPhone',
  'krAddress',
  // A slab photo of a card that has no certification number yet (issue #34).
  'notCertified',
] as const;
export type FieldRule = (typeof FIELD_RULES)[number];

export interface FieldError {
  field: string;
  rule: FieldRule;
  params?: Record<string, string | number>;
}

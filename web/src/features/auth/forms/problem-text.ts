import type { FieldError } from '@slabworks/domain';
import type { UntypedT } from '@/lib/i18n-keys';

/** `t` for wording keyed on the api's field names (`untypedT(t)`): see UntypedT. */
export type Translate = UntypedT;

// Most specific wording first: the field (rule-for.consents.over14.*), its group (rule-for.consents.*),
// then the generic rule (rule.minLength).
export const problemKeys = (problem: FieldError): string[] => {
  const group = problem.field.split('.')[0] ?? problem.field;
  const keys = [`rule-for.${problem.field}.${problem.rule}`, `rule-for.${group}.${problem.rule}`];
  return [...new Set(keys), `rule.${problem.rule}`];
};

export const problemText = (t: Translate, problem: FieldError): string =>
  t(problemKeys(problem), { ...problem.params });

// 'consents.terms' → ['consents', 'terms']: the antd Form name path of a server field.
export const formNameOf = (field: string): string[] => field.split('.');

export const serverFieldsToForm = (fields: Record<string, string>) =>
  Object.entries(fields).map(([field, message]) => ({ name: formNameOf(field), errors: [message] }));

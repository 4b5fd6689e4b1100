import type { FormInstance, Rule } from 'antd/es/form';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FieldError } from '@slabworks/domain';
import { fieldErrorsOf } from '@/lib/api/envelope';
import type { UntypedT } from '@/lib/i18n-keys';

/** `t` for wording keyed on the api's field names (`untypedT(t)`): see UntypedT. */
export type Translate = UntypedT;

/** The field's own wording first (rule-for.phone.pattern), then the rule's (rule.pattern). */
export const fieldProblemText = (t: Translate, problem: FieldError): string =>
  t([`rule-for.${problem.field}.${problem.rule}`, `rule.${problem.rule}`], { ...problem.params });

/**
 * An antd rule running the same @slabworks/domain check the api runs, for one field of the form:
 * the member sees the api's rule before sending, worded per field.
 */
export const domainFieldRule =
  <V>(check: (values: V) => FieldError[], field: string, t: Translate): Rule =>
  (form) => ({
    validator: async () => {
      const problem = check(form.getFieldsValue(true) as V).find((p) => p.field === field);
      if (problem) throw new Error(fieldProblemText(t, problem));
    },
  });

/** The api's translated field errors under their inputs; what the member typed stays. */
export const showServerFieldErrors = (
  form: FormInstance,
  error: FetchBaseQueryError | SerializedError | undefined,
): boolean => {
  const fields = Object.entries(fieldErrorsOf(error)).map(([name, message]) => ({
    name: name.split('.'),
    errors: [message],
  }));
  if (fields.length > 0) form.setFields(fields);
  return fields.length > 0;
};

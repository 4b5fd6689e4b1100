import type { FormInstance, Rule } from 'antd/es/form';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { fieldErrorsOf } from '@/lib/api/envelope';
import type { Check } from './auth-rules';
import { problemText, serverFieldsToForm, type Translate } from './problem-text';

// An antd rule that runs the domain check of one field against the whole form's values.
export const domainRule =
  <V>(check: Check<V>, t: Translate): Rule =>
  (form) => ({
    validator: async () => {
      const problem = check(form.getFieldsValue(true) as V)[0];
      if (problem) throw new Error(problemText(t, problem));
    },
  });

// Puts the server's translated field errors under their inputs; the typed values stay as they are.
export const showServerFieldErrors = (
  form: FormInstance,
  error: FetchBaseQueryError | SerializedError | undefined,
): boolean => {
  const fields = serverFieldsToForm(fieldErrorsOf(error));
  if (fields.length > 0) form.setFields(fields);
  return fields.length > 0;
};

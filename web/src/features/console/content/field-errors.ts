import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { fieldErrorsOf } from '@/lib/api/envelope';

/** The api's field errors (`title.en`, `endAt`, …) and the Form.Item props that show one at its field. */
export const fieldErrorProps = (error: FetchBaseQueryError | SerializedError | undefined) => {
  const fields = fieldErrorsOf(error);
  const item = (name: string) => ({
    validateStatus: fields[name] ? ('error' as const) : undefined,
    help: fields[name],
  });
  return { fields, item };
};

export type FieldItem = ReturnType<typeof fieldErrorProps>['item'];

import { useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { fieldErrorsOf } from '@/lib/api/envelope';

type Refusal = FetchBaseQueryError | SerializedError | undefined;

/** The value at an api field path (`title.en`, `productService[2].amount`) in a request body. */
export const valueAt = (body: unknown, path: string): unknown =>
  path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
      body,
    );

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The field errors still true of the body being edited: those whose field holds the value the api
 * refused in the body that was sent. An error on a group (`title`) goes when any part of it changes.
 */
export const standingErrors = (
  errors: Record<string, string>,
  sent: unknown,
  body: unknown,
): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors).filter(([path]) => same(valueAt(sent, path), valueAt(body, path))),
  );

/**
 * The api's field errors for the last save and the Form.Item props that show one at its field. An
 * error shows only while its field still holds the value the api refused, so editing a field clears
 * its own error at once (the others stay) and the next save brings fresh ones. `send` records the
 * body a save sends; `body` is what the form would send now.
 */
export const useFieldErrors = <Body>(error: Refusal, body: Body) => {
  const [sent, setSent] = useState<{ body: Body }>();
  const refused = fieldErrorsOf(error);
  const fields = sent ? standingErrors(refused, sent.body, body) : refused;
  const item = (name: string) => ({
    validateStatus: fields[name] ? ('error' as const) : undefined,
    help: fields[name],
  });
  const send = (next: Body): Body => {
    setSent({ body: next });
    return next;
  };
  // A refusal about fields says nothing more at the foot of the form, even once all are edited.
  return { fields, item, refusedFields: Object.keys(refused).length > 0, send };
};

export type FieldItem = ReturnType<typeof useFieldErrors>['item'];

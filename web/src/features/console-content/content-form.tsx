import { useState, type ReactNode } from 'react';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useFieldErrors } from './field-errors';
import { FormFooter } from './form-footer';

/** An RTK Query mutation hook's answer, as far as a content form uses it. */
type Mutation<Arg> = readonly [
  (arg: Arg) => { unwrap: () => Promise<unknown> },
  { error?: FetchBaseQueryError | SerializedError; isLoading: boolean },
];

/**
 * The save cycle every content form goes through (banners, popups, promotions, articles, FAQ,
 * partner shops): a draft started from the row being edited (or the blank one for a new row), the
 * api's field errors for what the last save sent, and one save that creates or updates. `updateArg`
 * names the body the way the row's update endpoint takes it (`{ id, bannerRequestDto }`).
 */
export const useContentForm = <Row extends { id: number }, Draft, Body, UpdateArg>({
  row,
  initial,
  bodyOf,
  create: [create, created],
  update: [update, updated],
  updateArg,
  onDone,
}: {
  row: Row | null;
  initial: () => Draft;
  bodyOf: (draft: Draft) => Body;
  create: Mutation<Body>;
  update: Mutation<UpdateArg>;
  updateArg: (id: number, body: Body) => UpdateArg;
  onDone: () => void;
}) => {
  const [draft, setDraft] = useState<Draft>(initial);
  const error = row ? updated.error : created.error;
  const { fields, item, refusedFields, send } = useFieldErrors(error, bodyOf(draft));
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const save = async () => {
    try {
      const body = send(bodyOf(draft));
      if (row) await update(updateArg(row.id, body)).unwrap();
      else await create(body).unwrap();
      onDone();
    } catch {
      // shown from `error`
    }
  };

  return {
    draft,
    set,
    fields,
    item,
    save,
    error,
    refusedFields,
    saving: created.isLoading || updated.isLoading,
  };
};

export type ContentFormState = Pick<
  ReturnType<typeof useContentForm>,
  'save' | 'error' | 'refusedFields' | 'saving'
>;

/**
 * A content form's frame: a card titled "new …" or "edit #id" above the list, the vertical form and
 * its save/cancel footer. The card's test id is `<testId>-form`, the footer's `<testId>-save`.
 */
export const ContentFormCard = ({
  title,
  testId,
  form,
  onCancel,
  footer,
  children,
}: {
  title: string;
  testId: string;
  form: ContentFormState;
  onCancel: () => void;
  /** A footer in the screen's own words, instead of the console's shared one. */
  footer?: ReactNode;
  children: ReactNode;
}) => (
  <Card title={title} style={{ marginBottom: 16 }} data-testid={`${testId}-form`}>
    <Form layout="vertical" onFinish={() => void form.save()}>
      {children}
      {footer ?? (
        <FormFooter
          error={form.error}
          hasFieldErrors={form.refusedFields}
          saving={form.saving}
          testId={testId}
          onCancel={onCancel}
        />
      )}
    </Form>
  </Card>
);

import { useState, type ReactNode } from 'react';
import Form, { type FormInstance } from 'antd/es/form';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useTranslation } from 'react-i18next';
import type { NewPasswordValues } from '../forms/auth-rules';
import { showServerFieldErrors } from '../forms/domain-rule';
import { messageFor, passwordMessages } from '../forms/server-message';
import { AuthForm, FormError, SubmitButton } from './auth-form';
import { PasswordFields } from './password-fields';

type Answer = { data: unknown } | { error: FetchBaseQueryError | SerializedError };

/**
 * A new password and its confirmation, sent to the api: from the profile (after the current password,
 * the screen's `children`) or by the mailed link. The api's field errors show at their fields, any other
 * refusal under them; `onDone` gets the form once the api took the new password.
 */
export const NewPasswordForm = ({
  send,
  sending,
  onDone,
  testId,
  formTestId = `${testId}-form`,
  submitLabel,
  children,
}: {
  send: (values: NewPasswordValues) => Promise<Answer>;
  sending: boolean;
  onDone: (form: FormInstance<NewPasswordValues>) => void;
  /** The prefix of its error and submit test ids (`reset` → `reset-error`, `reset-submit`). */
  testId: string;
  formTestId?: string;
  submitLabel: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<NewPasswordValues>();
  const [error, setError] = useState<string | undefined>();

  const submit = async (values: NewPasswordValues) => {
    setError(undefined);
    const result = await send(values);
    if ('error' in result) {
      showServerFieldErrors(form, result.error);
      setError(messageFor(result.error, t, passwordMessages, 'password.error.failed'));
      return;
    }
    onDone(form);
  };

  return (
    <AuthForm form={form} onFinish={submit} data-testid={formTestId}>
      {children}
      <PasswordFields newLabel={t('field.new-password')} />
      <FormError message={error} testId={`${testId}-error`} />
      <SubmitButton loading={sending} testId={`${testId}-submit`}>
        {submitLabel}
      </SubmitButton>
    </AuthForm>
  );
};

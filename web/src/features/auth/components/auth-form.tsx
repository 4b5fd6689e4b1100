import type { ReactNode } from 'react';
import Alert, { type AlertProps } from 'antd/es/alert';
import Button from 'antd/es/button';
import Form, { type FormProps } from 'antd/es/form';
import { authStyles } from './auth-panel';

/** Every auth form's shell: our own validation (no browser bubbles), labels above, large inputs. */
export function AuthForm<Values>(props: Omit<FormProps<Values>, 'children'> & { children?: ReactNode }) {
  return <Form<Values> noValidate layout="vertical" requiredMark={false} size="large" {...props} />;
}

/** The form's one primary action, as wide as the form. */
export const SubmitButton = ({
  loading,
  testId,
  children,
}: {
  loading: boolean;
  testId?: string;
  children: ReactNode;
}) => (
  <Button type="primary" htmlType="submit" block loading={loading} data-testid={testId}>
    {children}
  </Button>
);

/** A notice in an auth form (sent, linked, refused): the panel's spacing, with its type's icon. */
export const FormNotice = ({
  testId,
  ...props
}: Omit<AlertProps, 'className' | 'showIcon'> & { testId?: string }) => (
  <Alert className={authStyles.notice} showIcon data-testid={testId} {...props} />
);

/** The form-level refusal under the fields; nothing while there is no message. */
export const FormError = ({
  message,
  testId,
  description,
}: {
  message: string | null | undefined;
  testId?: string;
  description?: ReactNode;
}) =>
  message ? (
    <FormNotice type="error" role="alert" title={message} description={description} testId={testId} />
  ) : null;

import type { ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Form, { type FormProps } from 'antd/es/form';
import { authStyles } from './auth-panel';

/** Every auth form's shell: our own validation (no browser bubbles), labels above, large inputs. */
export function AuthForm<Values>(props: Omit<FormProps<Values>, 'children'> & { children?: ReactNode }) {
  return <Form<Values> noValidate layout="vertical" requiredMark={false} size="large" {...props} />;
}

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
    <Alert
      className={authStyles.notice}
      type="error"
      showIcon
      role="alert"
      title={message}
      description={description}
      data-testid={testId}
    />
  ) : null;

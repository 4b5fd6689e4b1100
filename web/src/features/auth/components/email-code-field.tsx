import type { ReactNode } from 'react';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { emailCodePolicy, isEmailCode } from '../forms/email-code';

/**
 * The mailed code's field (`code`): its hint and its rule, the same wherever a code is typed (verifying
 * the sign-up address, linking a social log-in, a social sign-up's address). The input is a plain one
 * unless the screen gives its own (the verify page's one-box-a-digit OTP).
 */
export const EmailCodeField = ({ testId, children }: { testId?: string; children?: ReactNode }) => {
  const { t } = useTranslation('auth');
  return (
    <Form.Item
      name="code"
      label={t('field.code')}
      extra={t('verify.hint', emailCodePolicy)}
      rules={[
        {
          validator: async (_, value: string | undefined) => {
            if (!isEmailCode(value)) throw new Error(t('rule-for.code.pattern', emailCodePolicy));
          },
        },
      ]}
    >
      {children ?? (
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={emailCodePolicy.length}
          data-testid={testId}
        />
      )}
    </Form.Item>
  );
};

import Form from 'antd/es/form';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { PASSWORD_LENGTH } from '@slabworks/domain';
import { newPasswordChecks } from '../forms/auth-rules';
import { domainRule } from '../forms/domain-rule';
import { untypedT } from '@/lib/i18n-keys';

// New password and its confirmation, checked with the domain's password rule (sign-up, reset, change).
export const PasswordFields = ({ newLabel }: { newLabel?: string }) => {
  const { t } = useTranslation('auth');
  const tr = untypedT(t);
  return (
    <>
      <Form.Item
        name="password"
        label={newLabel ?? t('field.password')}
        extra={t('field.password-hint', PASSWORD_LENGTH)}
        dependencies={['currentPassword']}
        rules={[domainRule(newPasswordChecks.password, tr)]}
      >
        <Password autoComplete="new-password" data-testid="password" />
      </Form.Item>
      <Form.Item
        name="passwordConfirmation"
        label={t('field.passwordConfirmation')}
        dependencies={['password']}
        rules={[domainRule(newPasswordChecks.passwordConfirmation, tr)]}
      >
        <Password autoComplete="new-password" data-testid="password-confirmation" />
      </Form.Item>
    </>
  );
};

import Form from 'antd/es/form';
import Password from 'antd/es/input/Password';
import { useTranslation } from 'react-i18next';
import { useToast } from '@/components/toasts/use-toast';
import { useChangePasswordMutation } from '../api/auth-api';
import { newPasswordChecks } from '../forms/auth-rules';
import { domainRule } from '../forms/domain-rule';
import { NewPasswordForm } from './new-password-form';
import { untypedT } from '@/lib/i18n-keys';

// From the profile: the current password, then a new one that must differ from it (spec §5).
export const ChangePasswordForm = () => {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const [change, { isLoading }] = useChangePasswordMutation();

  return (
    <NewPasswordForm
      send={(values) =>
        change({
          currentPassword: values.currentPassword ?? '',
          password: values.password ?? '',
          passwordConfirmation: values.passwordConfirmation ?? '',
        })
      }
      sending={isLoading}
      onDone={(form) => {
        form.resetFields();
        toast(t('password.changed'), 'success');
      }}
      testId="change"
      formTestId="change-password-form"
      submitLabel={t('password.change-submit')}
    >
      <Form.Item
        name="currentPassword"
        label={t('field.currentPassword')}
        rules={[domainRule(newPasswordChecks.currentPassword, untypedT(t))]}
      >
        <Password autoComplete="current-password" data-testid="current-password" />
      </Form.Item>
    </NewPasswordForm>
  );
};

import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';

/**
 * ADMIN only: the processing step taken by mistake is taken back, one step, with a reason that stays
 * in the order's history. The api refuses an empty reason; its translated message shows at the field.
 */
export const CorrectionForm = ({
  busy,
  disabled,
  reasonError,
  onCorrect,
}: {
  busy: boolean;
  disabled: boolean;
  reasonError: string | undefined;
  onCorrect: (reason: string) => Promise<boolean>;
}) => {
  const { t } = useTranslation('console');
  const [reason, setReason] = useState('');
  return (
    <Form
      layout="vertical"
      data-testid="order-correct-form"
      style={{ maxWidth: 560 }}
      onFinish={() => void onCorrect(reason).then((ok) => ok && setReason(''))}
    >
      <Form.Item
        label={t('order.correct.label')}
        htmlFor="order-correct-reason"
        validateStatus={reasonError ? 'error' : undefined}
        help={reasonError ?? t('order.correct.help')}
        style={{ marginBottom: 12 }}
      >
        <Input
          id="order-correct-reason"
          value={reason}
          placeholder={t('order.correct.reason')}
          data-testid="order-correct-reason"
          onChange={(e) => setReason(e.target.value)}
        />
      </Form.Item>
      <Button danger htmlType="submit" loading={busy} disabled={disabled} data-testid="order-correct">
        {t('order.correct.submit')}
      </Button>
    </Form>
  );
};

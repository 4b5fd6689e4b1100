import Button from 'antd/es/button';
import Form from 'antd/es/form';
import TextArea from 'antd/es/input/TextArea';
import { useTranslation } from 'react-i18next';

/**
 * An open payment flag's resolution: what was done, in the staff member's words, saved by the button
 * (payment-flags-panel loads this module when an open flag is shown). `refused`: the api's message for
 * this flag's last save, at the field.
 */
export const FlagResolutionForm = ({
  flagId,
  text,
  onText,
  refused,
  resolving,
  onSubmit,
}: {
  flagId: number;
  text: string;
  onText: (text: string) => void;
  refused: string | undefined;
  resolving: boolean;
  onSubmit: () => void;
}) => {
  const { t } = useTranslation('console');
  return (
    <Form layout="vertical" style={{ width: '100%' }} onFinish={onSubmit} data-testid="payment-flag-form">
      <Form.Item
        label={t('order.flags.resolution')}
        htmlFor={`flag-resolution-${flagId}`}
        validateStatus={refused !== undefined ? 'error' : undefined}
        help={refused}
        style={{ marginBottom: 8 }}
      >
        <TextArea
          id={`flag-resolution-${flagId}`}
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={text}
          placeholder={t('order.flags.resolutionHint')}
          data-testid="payment-flag-resolution"
          onChange={(e) => onText(e.target.value)}
        />
      </Form.Item>
      <Button htmlType="submit" loading={resolving} data-testid="payment-flag-resolve">
        {t('order.flags.resolve')}
      </Button>
    </Form>
  );
};

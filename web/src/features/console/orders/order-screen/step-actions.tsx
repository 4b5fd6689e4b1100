import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { NextStep, StepSlug } from './next-step';

/**
 * The step the lifecycle allows now as a button (steps with input show their form below), and for
 * an ADMIN the correction one step back, with a reason.
 */
export const StepActions = ({
  next,
  busy,
  disabled,
  role,
  fields,
  onStep,
  onCorrect,
}: {
  next: NextStep;
  busy: string | null;
  disabled: boolean;
  role: string | undefined;
  fields: Record<string, string>;
  onStep: (step: StepSlug) => void;
  onCorrect: (reason: string) => Promise<boolean>;
}) => {
  const { t } = useTranslation('console');
  const [reason, setReason] = useState('');
  return (
    <Space direction="vertical" style={{ width: '100%', marginBottom: 12 }}>
      {next.kind === 'button' && (
        <Button
          type="primary"
          size="large"
          loading={busy === next.step}
          disabled={disabled}
          data-testid="order-step"
          data-step={next.step}
          onClick={() => onStep(next.step)}
        >
          {t(`step.${next.step}`)}
        </Button>
      )}
      {next.kind === 'member' && <Typography.Text type="secondary">{t('order.next.member')}</Typography.Text>}
      {next.kind === 'none' && (
        <Typography.Text type="secondary" data-testid="order-no-step">
          {t('order.next.none')}
        </Typography.Text>
      )}
      {next.kind === 'correspondence' && <Typography.Text>{t('order.next.correspondence')}</Typography.Text>}
      {next.kind === 'score' && <Typography.Text>{t('order.next.score')}</Typography.Text>}
      {next.kind === 'ship-out' && <Typography.Text>{t('order.next.shipOut')}</Typography.Text>}
      {role === 'ADMIN' && (
        <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
          <Input
            value={reason}
            placeholder={t('order.correct.reason')}
            aria-label={t('order.correct.reason')}
            status={fields.reason ? 'error' : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button
            danger
            loading={busy === 'correct'}
            disabled={disabled}
            onClick={() => void onCorrect(reason).then((ok) => ok && setReason(''))}
          >
            {t('order.correct.submit')}
          </Button>
        </Space.Compact>
      )}
      {fields.reason && <Typography.Text type="danger">{fields.reason}</Typography.Text>}
    </Space>
  );
};

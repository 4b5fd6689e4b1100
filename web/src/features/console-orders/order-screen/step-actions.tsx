import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useTranslation } from 'react-i18next';
import type { NextStep, StepSlug } from './next-step';

// The key that takes the step (the order screen's N), shown on the button as on a keycap.
const KBD = {
  marginInlineStart: 4,
  padding: '0 5px',
  border: '1px solid rgba(255,255,255,0.6)',
  borderRadius: 4,
  fontSize: 12,
  lineHeight: '18px',
  fontFamily: 'ui-monospace, monospace',
};

/** The step the lifecycle allows now as a button (steps with input show their form below). */
export const StepActions = ({
  next,
  busy,
  disabled,
  onStep,
}: {
  next: NextStep;
  busy: string | null;
  disabled: boolean;
  onStep: (step: StepSlug) => void;
}) => {
  const { t } = useTranslation('console');
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
          aria-keyshortcuts="n"
          onClick={() => onStep(next.step)}
        >
          {t(`step.${next.step}`)}{' '}
          <kbd style={KBD} aria-hidden>
            N
          </kbd>
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
    </Space>
  );
};

import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { LazyPaymentFields } from './lazy-payment-fields';

interface Props {
  /** The checkout's refusal, shown above the button. */
  readonly failure: string | undefined;
  readonly busy: boolean;
  readonly label: string;
}

// The end of every checkout (grading and re-holder): how to pay, why the last try failed, and the button.
export const PayStep = ({ failure, busy, label }: Props) => (
  <>
    <LazyPaymentFields />
    {failure && (
      <Alert
        type="error"
        showIcon
        message={failure}
        style={{ marginBottom: 12 }}
        data-testid="submit-error"
      />
    )}
    <Button type="primary" htmlType="submit" block size="large" loading={busy} data-testid="pay">
      {label}
    </Button>
  </>
);

import Alert from 'antd/es/alert';
import Button from 'antd/es/button';

/** A console list or record that did not load: why, in the screen's words, and a button asking again. */
export const LoadFailedAlert = ({
  title,
  retryLabel,
  onRetry,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => unknown;
}) => (
  <Alert
    type="error"
    showIcon
    title={title}
    action={<Button onClick={() => void onRetry()}>{retryLabel}</Button>}
  />
);

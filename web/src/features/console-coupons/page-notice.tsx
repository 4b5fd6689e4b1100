import Alert from 'antd/es/alert';

export type Notice = { type: 'success' | 'error' | 'warning'; text: string };

/**
 * What the last action on a coupons console screen came to (saved, issued, refused), above the screen
 * until the next action replaces it or it is closed.
 */
export const PageNotice = ({
  notice,
  onClose,
  testId,
}: {
  notice: Notice | undefined;
  onClose: () => void;
  testId: string;
}) =>
  notice ? (
    <Alert
      type={notice.type}
      showIcon
      closable
      title={notice.text}
      onClose={onClose}
      style={{ marginBottom: 12 }}
      data-testid={testId}
    />
  ) : null;

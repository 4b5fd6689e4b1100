import type { ReactNode } from 'react';
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';

/** A content screen's title, with its preview link (if any) and "new" button on the right. */
export const ContentPageHeader = ({
  title,
  newLabel,
  testId,
  extra,
  onNew,
}: {
  title: string;
  newLabel: string;
  testId: string;
  extra?: ReactNode;
  onNew: () => void;
}) => (
  <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap', marginBottom: 12 }}>
    <Typography.Title level={3}>{title}</Typography.Title>
    <Space wrap>
      {extra}
      <Button type="primary" data-testid={`${testId}-new`} onClick={onNew}>
        {newLabel}
      </Button>
    </Space>
  </Space>
);

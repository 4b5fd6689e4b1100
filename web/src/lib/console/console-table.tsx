import { lazy, Suspense } from 'react';
import Spin from 'antd/es/spin';
import type { TableProps } from 'antd/es/table';
import type { AnyObject } from 'antd/es/_util/type';

// antd's Table (rc-table, its pager, the selection check boxes, the empty state: ~50 KiB gz) is asked for
// when a console screen first renders its table, which is when the screen's list request goes out: the
// table's code downloads beside the rows instead of before the screen (docs/performance.md).
const Table = lazy(() => import('antd/es/table'));

/** antd's Table on a console screen; a spinner in its place until its code is here. */
export const ConsoleTable = <Row extends AnyObject>(props: TableProps<Row>) => (
  <Suspense
    fallback={
      <div style={{ padding: 24, textAlign: 'center' }}>
        <Spin data-testid="table-loading" />
      </div>
    }
  >
    <Table {...(props as TableProps<unknown>)} />
  </Suspense>
);

import type { ReactNode } from 'react';
import type { ColumnType } from 'antd/es/table';

/*
 * How every console table stays usable on a phone: its columns keep a readable width and the table
 * scrolls sideways inside its own box (sidewaysScroll), while the column an operator acts through
 * stays pinned in view: a row's buttons at the right edge, or, where opening the row is the action,
 * the link that opens it at the left. On a laptop the tables are wider than `x` and nothing scrolls.
 */

/**
 * The table's props for that: wider than `x` it scrolls inside its box. Columns keep their content's
 * width (antd would make every column equally wide once one is pinned), so a title gets more room
 * than a status tag.
 */
export const sidewaysScroll = (x: number) => ({ scroll: { x }, tableLayout: 'auto' as const });

/** Room for two small buttons side by side (edit and delete) in ko, en and tw. */
const TWO_BUTTONS = 150;
/** Room for one small button or link. */
export const ONE_BUTTON = 100;

/** A row's buttons, pinned to the table's right edge. */
export const actionsColumn = <Row>(
  render: (row: Row) => ReactNode,
  width: number = TWO_BUTTONS,
): ColumnType<Row> => ({
  key: 'actions',
  title: '',
  fixed: 'right',
  width,
  render: (_value, row) => render(row),
});

/** The column whose link opens the row (its number or name), pinned to the table's left edge. */
export const openingColumn = <Row>(column: ColumnType<Row>): ColumnType<Row> => ({
  ...column,
  fixed: 'left',
});

import type { ReactNode } from 'react';

/**
 * Short fields side by side, wrapping on narrow screens. A flex row rather than antd Space: Space
 * wraps each child, so a group of fields (WindowFields) would stack inside one cell.
 */
export const FieldRow = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', columnGap: 16 }}>{children}</div>
);

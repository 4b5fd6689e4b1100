/**
 * A table's pager over pages the server cuts: page `current` of `pageSize` rows out of `total`, the page
 * size the screen's own (no size changer: the query asks for that size).
 */
export const serverPaging = (
  current: number,
  pageSize: number,
  total: number | undefined,
  onChange: (page: number) => void,
) => ({ current, pageSize, total: total ?? 0, showSizeChanger: false, onChange });

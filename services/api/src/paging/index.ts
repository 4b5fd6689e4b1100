// The paging module's one public face: what other api modules use of it (services/api/src/CONVENTIONS.md).
export { MAX_PAGE_LIMIT } from './list-page';
export type { ListPage } from './list-page';
export { PageQueryDto } from './page.query.dto';

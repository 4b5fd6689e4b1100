/**
 * A FROM item that makes the statement's own transaction commit without waiting for its WAL flush
 * (synchronous_commit off until that transaction ends; evaluated once, before the write). For
 * single-statement writes only: inside an explicit transaction it holds for the whole of it.
 *
 * Only for a write whose loss in a database crash is harmless: a later synchronous commit of the same
 * request carries it (WAL is flushed in order, so once a later commit is durable, every commit before
 * it is too; if the server crashes first, that later commit was lost with it and the request never
 * answered), or a lost one is recovered as the caller's comment says. Saves one disk flush (~0.5–1.5
 * ms) per such write.
 */
export const COMMIT_WITHOUT_FLUSH = `(SELECT set_config('synchronous_commit', 'off', true)) AS commit_without_flush`;

/**
 * The name staff screens show for a person (history, audit, notes, change log): the display name
 * (a staff member's from `admin:create --name`, set again by an ADMIN; a member's own name), else the
 * nickname, else the e-mail. One expression, so every screen names a person the same way.
 * `m` is the member table's alias with its dot ("m."), or '' for the bare table.
 */
export const displayNameSql = (m = ''): string =>
  `coalesce(nullif(btrim(${m}name), ''), ${m}nickname, ${m}email)`;

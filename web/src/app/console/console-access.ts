// Who opens which console area. The api enforces the same roles (CONSOLE_ROLES, AUDIT_ROLES, ADMIN);
// this only decides what the menu offers and when the 403 page shows.
export const consoleAccess = {
  console: ['OPERATOR', 'ADMIN'],
  admin: ['ADMIN'],
  audit: ['AUDITOR', 'ADMIN'],
} as const satisfies Record<string, readonly string[]>;

export type ConsoleAccess = keyof typeof consoleAccess;

export const mayOpen = (role: string | undefined, access: ConsoleAccess): boolean =>
  role !== undefined && (consoleAccess[access] as readonly string[]).includes(role);

/** The console's door: anyone who may open at least one area gets the shell, others the 403 page. */
export const mayEnterConsole = (role: string | undefined): boolean =>
  (Object.keys(consoleAccess) as ConsoleAccess[]).some((access) => mayOpen(role, access));

/**
 * What a console address does for a role: open it, send an auditor who opened the console's front page
 * to the audit area (the console is not theirs; the audit is), or the 403 page.
 */
export const consoleEntry = (
  role: string | undefined,
  access: ConsoleAccess,
  isFrontPage: boolean,
): 'open' | 'to-audit' | 'forbidden' =>
  mayOpen(role, access) ? 'open' : isFrontPage && mayOpen(role, 'audit') ? 'to-audit' : 'forbidden';

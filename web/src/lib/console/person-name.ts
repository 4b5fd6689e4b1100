import type { TFunction } from 'i18next';

/**
 * A person as staff screens name one: "Kim Anna (Operator)", the role in words; "Unknown person"
 * when the account cannot be read, never its id. `t` must have the console namespace loaded.
 */
export const personName = (t: TFunction, name: string | null, role: string | null): string => {
  const shown = name ?? t('console:changes.unknownPerson');
  return role ? `${shown} (${t(`console:role.${role}`, { defaultValue: role })})` : shown;
};

import type { TFunction } from 'i18next';

/**
 * A person as staff screens name one: "Kim Anna (Operator)", the role in words; "Unknown person"
 * when the account cannot be read, never its id. `t` of the console namespace.
 */
export const personName = (t: TFunction, name: string | null, role: string | null): string => {
  const shown = name ?? t('changes.unknownPerson');
  return role ? `${shown} (${t(`role.${role}`, { defaultValue: role })})` : shown;
};

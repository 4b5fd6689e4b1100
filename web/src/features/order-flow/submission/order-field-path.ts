// 'cardLines[2].playerName' → ['cardLines', 2, 'playerName']: the antd Form name path of a server field.
export const orderFieldPath = (field: string): (string | number)[] =>
  field.split('.').flatMap((part) => {
    const match = /^([^[]+)((?:\[\d+\])+)$/.exec(part);
    if (!match) return [part];
    return [match[1]!, ...[...match[2]!.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))];
  });

// Photos are one control: every photos[i] problem shows at it.
export const formPathOf = (field: string): (string | number)[] => {
  const path = orderFieldPath(field);
  return path[0] === 'photos' ? ['photos'] : path;
};

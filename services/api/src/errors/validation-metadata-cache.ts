import { getMetadataStorage } from 'class-validator';

type Storage = ReturnType<typeof getMetadataStorage>;
type Grouped = ReturnType<Storage['groupByPropertyName']>;
type ValidationMetadata = ReturnType<Storage['getTargetValidationMetadatas']>[number];

const MEMOIZED = Symbol('slabworks.memoizedValidationMetadata');

/**
 * class-validator 0.15 works out a DTO's rules on every validation by scanning every decorated class
 * in the process (typestack/class-validator#2686, open), then groups them by property: 0.6–0.8 ms of
 * a place-order's CPU for its nested DTO (issue 18's profile). A class's rules are all registered
 * when the class and its ancestors load, before anything can validate it, so the answer per class and
 * options never changes: kept per class (WeakMap) and option tuple, with its grouping. class-validator
 * only reads these arrays (filter, keys), never changes them.
 */
export function memoizeValidationMetadata(storage: Storage = getMetadataStorage()): void {
  const marked = storage as Storage & { [MEMOIZED]?: true };
  if (marked[MEMOIZED]) return;
  marked[MEMOIZED] = true;

  const lookup = storage.getTargetValidationMetadatas.bind(storage);
  const group = storage.groupByPropertyName.bind(storage);
  const byClass = new WeakMap<object, Map<string, ValidationMetadata[]>>();
  const groupings = new WeakMap<ValidationMetadata[], Grouped>();

  storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
    let answers = byClass.get(target);
    if (!answers) byClass.set(target, (answers = new Map()));
    const key = JSON.stringify([schema, always, strictGroups, groups ?? null]);
    let answer = answers.get(key);
    if (!answer) {
      answer = lookup(target, schema, always, strictGroups, groups);
      answers.set(key, answer);
      groupings.set(answer, group(answer));
    }
    return answer;
  };
  // Arrays from the lookup above get their kept grouping; anything else is grouped as before.
  storage.groupByPropertyName = (metadata) => groupings.get(metadata) ?? group(metadata);
}

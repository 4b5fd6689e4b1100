import { getMetadataStorage, type ValidationError } from 'class-validator';
import type { FieldProblem } from './api.exception';

// class-validator constraint names -> our stable rule codes (the same codes libs/domain validators use).
const RULES: Record<string, { rule: string; params?: (c: unknown[]) => Record<string, unknown> }> = {
  isDefined: { rule: 'required' },
  isNotEmpty: { rule: 'required' },
  minLength: { rule: 'minLength', params: (c) => ({ min: c[0] }) },
  maxLength: { rule: 'maxLength', params: (c) => ({ max: c[0] }) },
  isLength: { rule: 'minLength', params: (c) => ({ min: c[0], max: c[1] }) },
  min: { rule: 'min', params: (c) => ({ min: c[0] }) },
  max: { rule: 'max', params: (c) => ({ max: c[0] }) },
  matches: { rule: 'pattern' },
  isIso8601: { rule: 'pattern' },
  isEnum: { rule: 'isEnum' },
  isIn: { rule: 'isEnum' },
  isInt: { rule: 'isInt' },
  isNumber: { rule: 'isNumber' },
  isString: { rule: 'isString' },
  isBoolean: { rule: 'isBoolean' },
  isEmail: { rule: 'isEmail' },
  isArray: { rule: 'isArray' },
  isObject: { rule: 'isObject' },
  // ValidateNested's own refusal of a value that is no object (a string where a DTO is expected).
  nestedValidation: { rule: 'isObject' },
  arrayMinSize: { rule: 'arrayMinSize', params: (c) => ({ min: c[0] }) },
  arrayMaxSize: { rule: 'arrayMaxSize', params: (c) => ({ max: c[0] }) },
  whitelistValidation: { rule: 'whitelist' },
};

function constraintArgs(error: ValidationError, name: string): unknown[] {
  const target = error.target?.constructor;
  if (!target) return [];
  const metas = getMetadataStorage().getTargetValidationMetadatas(target, '', true, false);
  const meta = metas.find((m) => m.propertyName === error.property && (m.name === name || m.type === name));
  return meta?.constraints ?? [];
}

/** Flattens nested class-validator errors into one problem per (field path, rule). */
export function fieldProblems(errors: ValidationError[], parent = ''): FieldProblem[] {
  const out: FieldProblem[] = [];
  for (const error of errors) {
    const isIndex = /^\d+$/.test(error.property);
    const path = parent
      ? isIndex
        ? `${parent}[${error.property}]`
        : `${parent}.${error.property}`
      : error.property;
    const names = Object.keys(error.constraints ?? {});
    // A value that is no object has no fields of its own to report, and ValidateNested's refusal
    // says nothing isObject or isArray does not say already.
    const notAnObject = names.includes('isObject') || names.includes('nestedValidation');
    const explained = names.includes('isObject') || names.includes('isArray');
    const rules = explained ? names.filter((n) => n !== 'nestedValidation') : names;
    // "required" explains the rest when the value is missing: report it alone.
    const chosen =
      rules.includes('isDefined') || rules.includes('isNotEmpty')
        ? rules.filter((n) => n === 'isDefined' || n === 'isNotEmpty').slice(0, 1)
        : rules;
    for (const name of chosen) {
      const known = RULES[name];
      out.push({
        field: path,
        rule: known?.rule ?? name,
        params: known?.params ? known.params(constraintArgs(error, name)) : {},
      });
    }
    if (error.children?.length && !notAnObject) out.push(...fieldProblems(error.children, path));
  }
  return out;
}

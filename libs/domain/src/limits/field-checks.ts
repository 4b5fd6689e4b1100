import type { FieldError, FieldRule } from '../errors/field-error';

// Tiny builders so every validator reports the same rule codes the same way.
export const fieldError = (field: string, rule: FieldRule, params?: FieldError['params']): FieldError =>
  params ? { field, rule, params } : { field, rule };

export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

export const checkText = (
  field: string,
  value: string | null | undefined,
  rules: { required?: boolean; min?: number; max?: number; pattern?: RegExp },
): FieldError[] => {
  if (isBlank(value)) return rules.required ? [fieldError(field, 'required')] : [];
  const text = (value as string).trim();
  // Count code points, so a Korean syllable or an emoji is one character as the member sees it.
  const length = [...text].length;
  if (rules.min !== undefined && length < rules.min)
    return [fieldError(field, 'minLength', { min: rules.min })];
  if (rules.max !== undefined && length > rules.max)
    return [fieldError(field, 'maxLength', { max: rules.max })];
  if (rules.pattern && !rules.pattern.test(text)) return [fieldError(field, 'pattern')];
  return [];
};

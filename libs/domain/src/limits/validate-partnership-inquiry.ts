import type { FieldError } from '../errors/field-error';
import { fieldError, isBlank } from './field-checks';
import { MAX_EMAIL_LENGTH, PATTERNS } from './limits.constants';

/** The partnership inquiry form's bounds (spec §5), in characters as the sender sees them. */
export const INQUIRY_LIMITS = { text: 100, content: 2000 } as const;

export interface PartnershipInquiryInput {
  name?: string | null;
  phone?: string | null;
  email?: string | null;
  company?: string | null;
  region?: string | null;
  content?: string | null;
}

const length = (value: string) => [...value.trim()].length;

const bounded = (field: string, value: string | null | undefined, max: number): FieldError[] =>
  !isBlank(value) && length(value!) > max ? [fieldError(field, 'maxLength', { max })] : [];

/**
 * Spec §5: company and content are required, and a way to answer (phone or e-mail). Phone numbers
 * may carry spaces as typed ("+82 10-1234-5678"); the pattern is checked without them.
 */
export const validatePartnershipInquiry = (form: PartnershipInquiryInput): FieldError[] => {
  const problems: FieldError[] = [];
  if (isBlank(form.company)) problems.push(fieldError('company', 'required'));
  if (isBlank(form.content)) problems.push(fieldError('content', 'required'));
  if (isBlank(form.phone) && isBlank(form.email))
    problems.push(fieldError('phone', 'contactRequired'), fieldError('email', 'contactRequired'));
  if (!isBlank(form.phone) && !PATTERNS.phone.test(form.phone!.replace(/\s/g, '')))
    problems.push(fieldError('phone', 'pattern'));
  if (!isBlank(form.email)) {
    const email = form.email!.trim();
    if (email.length > MAX_EMAIL_LENGTH)
      problems.push(fieldError('email', 'maxLength', { max: MAX_EMAIL_LENGTH }));
    else if (!PATTERNS.email.test(email)) problems.push(fieldError('email', 'email'));
  }
  return [
    ...problems,
    ...bounded('name', form.name, INQUIRY_LIMITS.text),
    ...bounded('company', form.company, INQUIRY_LIMITS.text),
    ...bounded('region', form.region, INQUIRY_LIMITS.text),
    ...bounded('content', form.content, INQUIRY_LIMITS.content),
  ];
};

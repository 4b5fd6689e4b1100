import { MAX_EMAIL_LENGTH, PATTERNS } from '@slabworks/domain';
import type { FieldProblem } from '../../errors/api.exception';
import type { PartnershipInquiryRequestDto } from './partnership-inquiry.request.dto';

// The same bounds as the web form (web/src/features/partner-shop/inquiry-validation.ts).
export const INQUIRY_LIMITS = { text: 100, content: 2000 } as const;

// class-validator's @IsOptional lets null through as well as undefined (found by openapi-fuzz).
const blank = (value: string | null | undefined) =>
  value === undefined || value === null || value.trim() === '';
const length = (value: string) => [...value.trim()].length;

const bounded = (field: string, value: string | undefined, max: number): FieldProblem[] =>
  !blank(value) && length(value!) > max ? [{ field, rule: 'maxLength', params: { max } }] : [];

/**
 * Spec §5: company and content are required, and a way to answer (phone or e-mail). Phone numbers
 * may carry spaces as typed ("+82 10-1234-5678"); the pattern is checked without them.
 */
export const validatePartnershipInquiry = (form: PartnershipInquiryRequestDto): FieldProblem[] => {
  const problems: FieldProblem[] = [];
  if (blank(form.company)) problems.push({ field: 'company', rule: 'required' });
  if (blank(form.content)) problems.push({ field: 'content', rule: 'required' });
  if (blank(form.phone) && blank(form.email))
    problems.push({ field: 'phone', rule: 'contactRequired' }, { field: 'email', rule: 'contactRequired' });
  if (!blank(form.phone) && !PATTERNS.phone.test(form.phone!.replace(/\s/g, '')))
    problems.push({ field: 'phone', rule: 'pattern' });
  if (!blank(form.email)) {
    const email = form.email!.trim();
    if (email.length > MAX_EMAIL_LENGTH)
      problems.push({ field: 'email', rule: 'maxLength', params: { max: MAX_EMAIL_LENGTH } });
    else if (!PATTERNS.email.test(email)) problems.push({ field: 'email', rule: 'email' });
  }
  return [
    ...problems,
    ...bounded('name', form.name, INQUIRY_LIMITS.text),
    ...bounded('company', form.company, INQUIRY_LIMITS.text),
    ...bounded('region', form.region, INQUIRY_LIMITS.text),
    ...bounded('content', form.content, INQUIRY_LIMITS.content),
  ];
};

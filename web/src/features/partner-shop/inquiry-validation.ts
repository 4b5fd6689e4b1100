import { INQUIRY_LIMITS, validatePartnershipInquiry, type FieldError } from '@slabworks/domain';
import type { PartnershipInquiry } from './api/partner-shop-api';

export type InquiryField = keyof PartnershipInquiry;
export type InquiryProblem = 'required' | 'contact-required' | 'email-format' | 'phone-format' | 'too-long';

export const inquiryLimits = INQUIRY_LIMITS;

const problemOf = ({ field, rule }: FieldError): InquiryProblem => {
  if (rule === 'required') return 'required';
  if (rule === 'contactRequired') return 'contact-required';
  if (rule === 'maxLength') return 'too-long';
  return field === 'email' ? 'email-format' : 'phone-format';
};

// The api's own rule (@slabworks/domain), so the form refuses exactly what the server would refuse.
export const validateInquiry = (form: PartnershipInquiry): Partial<Record<InquiryField, InquiryProblem>> => {
  const problems: Partial<Record<InquiryField, InquiryProblem>> = {};
  for (const problem of validatePartnershipInquiry(form)) {
    const field = problem.field as InquiryField;
    problems[field] ??= problemOf(problem);
  }
  return problems;
};

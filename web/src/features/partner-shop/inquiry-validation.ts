import type { PartnershipInquiry } from './api/partner-shop-api';

export type InquiryField = keyof PartnershipInquiry;
export type InquiryProblem = 'required' | 'contact-required' | 'email-format' | 'phone-format' | 'too-long';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const phonePattern = /^\+?[0-9][0-9\s-]{6,19}$/;

export const inquiryLimits = { content: 2000, text: 100 } as const;

// Spec §5: company and content are required, and at least one way to reach the sender.
export const validateInquiry = (form: PartnershipInquiry): Partial<Record<InquiryField, InquiryProblem>> => {
  const problems: Partial<Record<InquiryField, InquiryProblem>> = {};
  const phone = form.phone.trim();
  const email = form.email.trim();
  if (!form.company.trim()) problems.company = 'required';
  if (!form.content.trim()) problems.content = 'required';
  else if (form.content.length > inquiryLimits.content) problems.content = 'too-long';
  if (!phone && !email) {
    problems.phone = 'contact-required';
    problems.email = 'contact-required';
  }
  if (email && !emailPattern.test(email)) problems.email = 'email-format';
  if (phone && !phonePattern.test(phone)) problems.phone = 'phone-format';
  for (const field of ['name', 'company', 'region'] as const) {
    if (form[field].length > inquiryLimits.text) problems[field] = 'too-long';
  }
  return problems;
};

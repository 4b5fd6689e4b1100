import { createHash } from 'node:crypto';

// One spelling per address and number, so uniqueness and the withdrawn list cannot be dodged by case or dashes.
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const normalizePhone = (phone: string): string => phone.trim().replace(/[\s-]/g, '');
export const emailHash = (email: string): string =>
  createHash('sha256').update(normalizeEmail(email)).digest('hex');

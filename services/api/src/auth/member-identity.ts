import { createHash } from 'node:crypto';

// One spelling per address and number, so uniqueness and the withdrawn list cannot be dodged by case or dashes.
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
// +886 is Taiwan's 0: 0912-345-678 and +886 912 345 678 are one number.
export const normalizePhone = (phone: string): string =>
  phone
    .trim()
    .replace(/[\s\-.()]/g, '')
    .replace(/^\+886/, '0');
export const emailHash = (email: string): string =>
  createHash('sha256').update(normalizeEmail(email)).digest('hex');

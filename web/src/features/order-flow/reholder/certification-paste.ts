/** Certification numbers from pasted text: any run of digits separated by spaces, commas, tabs or lines. */
export const certificationNumbersIn = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.replace(/[^\d]/g, ''))
    .filter((part) => part.length > 0);

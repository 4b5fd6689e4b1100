import { validateCertificationNumber } from '@slabworks/domain';

/** The field check the api applies (7 digits); null when the number may be looked up. */
export const certificationNumberProblem = (
  value: string | null | undefined,
): 'required' | 'pattern' | null => {
  const problem = validateCertificationNumber((value ?? '').trim())[0];
  if (!problem) return null;
  return problem.rule === 'required' ? 'required' : 'pattern';
};

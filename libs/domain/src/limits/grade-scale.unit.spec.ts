import { GRADES, gradeCompletions, gradeOfTyping } from './grade-scale';

describe('typing a grade', () => {
  it('takes every grade of the scale typed in full', () => {
    for (const grade of GRADES) expect(gradeOfTyping(String(grade))).toBe(grade);
  });
  it('completes the only grade the typing can become', () => {
    expect(gradeOfTyping('8.')).toBe(8.5);
    expect(gradeOfTyping('7,')).toBe(7.5);
    expect(gradeOfTyping('a')).toBe('A');
    expect(gradeOfTyping(' 9 ')).toBe(9);
  });
  it('offers the exact grade first, then the longer ones', () => {
    expect(gradeCompletions('1')).toEqual([1, 10]);
    expect(gradeCompletions('8')).toEqual([8, 8.5]);
    expect(gradeCompletions('')).toEqual([]);
  });
  it('refuses what no grade of the scale begins with', () => {
    expect(gradeOfTyping('9.5')).toBeNull();
    expect(gradeOfTyping('11')).toBeNull();
    expect(gradeOfTyping('x')).toBeNull();
    expect(gradeOfTyping('')).toBeNull();
  });
});

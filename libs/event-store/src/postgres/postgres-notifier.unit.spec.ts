import { appendedTypesOf, appendedTypesPayload } from './postgres-notifier';

describe("the append NOTIFY's payload", () => {
  it('names the types appended, and reads back as the same set', () => {
    const types = new Set(['CardScored', 'OrderPlaced']);
    expect(appendedTypesOf(appendedTypesPayload(types))).toEqual(types);
  });

  it('says "anything" (no set) when it cannot name them exactly', () => {
    expect(appendedTypesOf('')).toBeUndefined(); // a writer of the version before, or nothing named
    expect(appendedTypesPayload(new Set())).toBe('');
    expect(appendedTypesPayload(new Set(['Two\nLines']))).toBe('');
    expect(appendedTypesPayload(new Set(['']))).toBe('');
    expect(
      appendedTypesPayload(new Set(Array.from({ length: 400 }, (_, i) => `SomeLongEventTypeName${i}`))),
    ).toBe('');
  });
});

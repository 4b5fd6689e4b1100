import { changedFields, changeLabel } from './console-change-summary';

describe('a change-log line’s summary', () => {
  it('names the fields an update changed, none for a creation or deletion', () => {
    expect(
      changedFields(
        'UPDATE',
        { status: true, title: 'A', order: 1 },
        { status: false, title: 'A', order: 2 },
      ),
    ).toEqual(['status', 'order']);
    expect(changedFields('UPDATE', { image: { ko: 'a' } }, { image: { ko: 'b' } })).toEqual(['image']);
    expect(changedFields('CREATE', null, { title: 'A' })).toEqual([]);
    expect(changedFields('DELETE', { title: 'A' }, null)).toEqual([]);
  });

  it('names the content by its title, name or code, in the reader’s language, else Korean', () => {
    expect(changeLabel(null, { title: { ko: '', en: 'Winter sale' } })).toBe('Winter sale');
    expect(changeLabel(null, { title: { en: 'Winter sale', ko: '겨울 세일' } })).toBe('겨울 세일');
    expect(changeLabel(null, { title: { ko: '겨울 세일', en: 'Winter sale' } }, 'en')).toBe('Winter sale');
    expect(changeLabel({ code: 'WELCOME10' }, null)).toBe('WELCOME10');
    expect(changeLabel({ role: 'MEMBER' }, { role: 'VIP' })).toBeNull();
    expect(changeLabel(null, { title: 'x'.repeat(100) })).toHaveLength(80);
  });
});

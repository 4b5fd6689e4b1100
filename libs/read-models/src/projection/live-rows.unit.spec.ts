import { LiveRows } from './live-rows';

describe("LiveRows (the live runner's rows as its commits left them)", () => {
  it('keeps what a batch staged only once it has committed, a deletion included', () => {
    const rows = new LiveRows<string>();
    rows.stage('a', 'a1');
    expect(rows.get('a')).toBeUndefined();
    rows.committed();
    expect(rows.get('a')).toBe('a1');
    rows.stage('a', null);
    rows.stage('b', 'b1');
    expect(rows.get('a')).toBe('a1');
    rows.committed();
    expect(rows.get('a')).toBeUndefined();
    expect(rows.get('b')).toBe('b1');
  });

  it('forgets the oldest written past its limit, and everything on clear, staged rows included', () => {
    const rows = new LiveRows<string>(2);
    for (const key of ['a', 'b', 'c']) rows.stage(key, `${key}1`);
    rows.committed();
    expect([rows.get('a'), rows.get('b'), rows.get('c')]).toEqual([undefined, 'b1', 'c1']);
    rows.stage('b', 'b2'); // written again: the newest now
    rows.stage('d', 'd1');
    rows.committed();
    expect([rows.get('b'), rows.get('c'), rows.get('d')]).toEqual(['b2', undefined, 'd1']);
    rows.stage('e', 'e1');
    rows.clear();
    rows.committed();
    expect([rows.get('b'), rows.get('d'), rows.get('e')]).toEqual([undefined, undefined, undefined]);
  });
});

import { signedInMember, type TestSession } from '../../auth/testing';
import { bootTestApp } from '../../testing/booted-test-app';
import { uploadPhoto } from '../../upload/testing';

// Issue 35 item 10: a profile photo is one of the member's uploads, named in the profile.
describe('the profile photo', () => {
  const t = bootTestApp('profile-photo', { AUTH_RATE_LIMIT: '1000' });
  let member: TestSession;
  let stranger: TestSession;
  const patch = (who: TestSession, payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/member/profile',
      headers: { ...who.headers, 'x-lang': 'en' },
      payload,
    });
  const profile = async (who: TestSession) =>
    (await t.app.inject({ method: 'GET', url: '/api/member/profile', headers: who.headers })).json().data;

  beforeAll(async () => {
    member = await signedInMember(t);
    stranger = await signedInMember(t);
  });

  it('is set from an upload, served to its owner, kept from the cleanup, and removed with null', async () => {
    const id = await uploadPhoto(t, member);
    const set = await patch(member, { photoUploadId: id });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({
      mbPhoto: `/api/uploads/${id}`,
      mbThumbnail: `/api/uploads/${id}/thumbnail`,
    });
    const thumbnail = await t.app.inject({
      method: 'GET',
      url: `/api/uploads/${id}/thumbnail`,
      headers: member.headers,
    });
    expect(thumbnail.statusCode).toBe(200);
    const [row] = await t.dataSource.query(`SELECT profile_of::text FROM upload WHERE id = $1`, [id]);
    expect(row.profile_of).toBe(member.id);

    // A new photo lets the old one go (the cleanup takes it in its time).
    const next = await uploadPhoto(t, member);
    await patch(member, { photoUploadId: next });
    const [old] = await t.dataSource.query(`SELECT profile_of FROM upload WHERE id = $1`, [id]);
    expect(old.profile_of).toBeNull();

    expect((await patch(member, { photoUploadId: null })).statusCode).toBe(200);
    expect(await profile(member)).toMatchObject({ mbPhoto: null, mbThumbnail: null });
  });

  it("refuses another member's upload or a made-up id at the field, translated", async () => {
    const theirs = await uploadPhoto(t, stranger);
    for (const photoUploadId of [theirs, 'not-an-id']) {
      const refused = await patch(member, { photoUploadId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.fields).toEqual([
        expect.objectContaining({ field: 'photoUploadId', rule: 'unknownPhoto' }),
      ]);
      expect(refused.json().data.fields[0].message).toMatch(/not one of your uploads/);
    }
    expect((await patch(member, { photoUploadId: 42 })).statusCode).toBe(400);
  });
});

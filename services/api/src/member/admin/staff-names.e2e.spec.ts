import { signedInMember, type TestSession } from '../../auth/testing';
import { caller, memberWithPhotos, paidOrder } from '../../order/testing';
import { bootTestApp } from '../../testing/booted-test-app';

// Names, not roles (issue 34): a staff member's display name, set by ADMIN, is what history and
// notes show beside the role.
describe('console: staff display names', () => {
  const t = bootTestApp('staff-names', { AUTH_RATE_LIMIT: '1000' });
  let operator: TestSession;
  let admin: TestSession;
  let orderId: string;

  beforeAll(async () => {
    operator = await signedInMember(t, { role: 'OPERATOR' });
    admin = await signedInMember(t, { role: 'ADMIN' });
    const member = await memberWithPhotos(t);
    orderId = await paidOrder(t, member);
  });

  it('lets ADMIN set a display name that history and notes then show; refuses a blank or long one', async () => {
    const named = await caller(t, admin)('PUT', `/api/console/members/${operator.id}/name`, {
      name: '  Kim Anna  ',
    });
    expect(named.statusCode).toBe(200);
    expect(named.json().data).toMatchObject({ mbName: 'Kim Anna', role: 'OPERATOR' });

    await caller(t, operator)('POST', `/api/console/orders/${orderId}/notes`, { text: 'Box dented' });
    const notes = await caller(t, operator)('GET', `/api/console/orders/${orderId}/notes`);
    expect(notes.json().data[0]).toMatchObject({
      text: 'Box dented',
      writtenByName: 'Kim Anna',
      writtenByRole: 'OPERATOR',
    });
    const history = await caller(t, operator)('GET', `/api/console/orders/${orderId}/history`);
    expect(history.statusCode).toBe(200);

    for (const name of ['   ', 'x'.repeat(41)]) {
      const bad = await caller(t, admin)('PUT', `/api/console/members/${operator.id}/name`, { name });
      expect([name.length, bad.statusCode, bad.json().data.fields[0].field]).toEqual([
        name.length,
        400,
        'name',
      ]);
    }
    const byOperator = await caller(t, operator)('PUT', `/api/console/members/${admin.id}/name`, {
      name: 'Boss',
    });
    expect(byOperator.statusCode).toBe(403);
  });
});

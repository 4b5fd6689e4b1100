import { AppendTooLargeError } from '@slabworks/event-store';
import { envelopeFor } from './envelope-exception.filter';

describe('envelopeFor', () => {
  it("answers the event store's size refusal with 413 and words, not a 500", () => {
    const { status, body } = envelopeFor(
      new AppendTooLargeError('gradingOrder-1', 3, 1_048_576),
      'en',
      'corr-1',
    );
    expect(status).toBe(413);
    expect(body).toEqual({
      code: 'EVENT_STORE.APPEND_TOO_LARGE',
      message: expect.stringMatching(/too large to save at once/),
      data: null,
    });
    expect(envelopeFor(new AppendTooLargeError('s', 1, undefined), 'ko', 'c').body.message).toMatch(
      /너무 큽니다/,
    );
  });
});

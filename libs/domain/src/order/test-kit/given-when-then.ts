import { DomainErrorCode } from '../../errors/error-codes';
import { DomainError, isDomainError } from '../../errors/domain-error';
import { decide } from '../order.decide';
import type { OrderCommand } from '../order.commands';
import type { OrderEvent } from '../order.events';
import { foldOrder } from '../order.evolve';

const failsWith = (run: () => unknown, code: DomainErrorCode): DomainError => {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  if (!isDomainError(caught))
    throw new Error(`Expected ${code}, got ${caught === undefined ? 'events' : String(caught)}`);
  expect(caught.code).toBe(code);
  return caught;
};

// given(history).when(command).then(expected events | error code), no mocks (test support only).
export const given = (...history: (OrderEvent | OrderEvent[])[]) => {
  const events = history.flat();
  return {
    when: (command: OrderCommand) => {
      const run = () => decide(command, foldOrder(events));
      return {
        // Returns nothing, so it can be the body of an arrow test.
        then: (expected: OrderEvent[] | DomainErrorCode): void => {
          if (typeof expected === 'string') failsWith(run, expected);
          else expect(run()).toEqual(expected);
        },
        failsWith: (code: DomainErrorCode): DomainError => failsWith(run, code),
        events: run,
        state: () => foldOrder([...events, ...run()]),
      };
    },
  };
};

/** A clock a test moves by hand: code under test reads it instead of the wall clock. */
export class TestClock {
  private at: number;

  constructor(start: Date | number = Date.now()) {
    this.at = typeof start === 'number' ? start : start.getTime();
  }

  /** Pass this where the code takes a clock (`() => Date`). */
  readonly now = (): Date => new Date(this.at);

  advance(ms: number): Date {
    this.at += ms;
    return this.now();
  }

  set(to: Date): Date {
    this.at = to.getTime();
    return this.now();
  }
}

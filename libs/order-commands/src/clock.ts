/** Where a process reads "now": commands stamp it, deadlines compare with it; tests pass their own. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

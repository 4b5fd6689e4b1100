/**
 * Slots for work that costs by size: at most `maxActive` at once and their weights together at most
 * `budget`, except that one piece heavier than the budget runs when it is alone. First come, first
 * served: a heavy piece waiting at the head is not overtaken by light ones behind it, so it cannot
 * starve.
 */
export class WeightedSlots {
  private active = 0;
  private used = 0;
  private readonly waiting: Array<{ weight: number; start: () => void }> = [];

  constructor(
    private readonly maxActive: number,
    private readonly budget: number,
  ) {}

  get activeCount(): number {
    return this.active;
  }

  get pendingCount(): number {
    return this.waiting.length;
  }

  async run<T>(weight: number, work: () => Promise<T>): Promise<T> {
    if (this.waiting.length === 0 && this.fits(weight)) this.take(weight);
    else await new Promise<void>((start) => this.waiting.push({ weight, start }));
    try {
      return await work();
    } finally {
      this.active -= 1;
      this.used -= weight;
      this.startWaiting();
    }
  }

  private fits(weight: number): boolean {
    return this.active === 0 || (this.active < this.maxActive && this.used + weight <= this.budget);
  }

  private take(weight: number): void {
    this.active += 1;
    this.used += weight;
  }

  private startWaiting(): void {
    while (this.waiting.length && this.fits(this.waiting[0]!.weight)) {
      const next = this.waiting.shift()!;
      this.take(next.weight);
      next.start();
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `done()` holds (polling every 5 ms, up to 10 s): on a loaded CI machine a fixed wait of
 * a few hundred ms was not always enough for the stream's timers and the resubscription's delay.
 */
export async function until(done: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await pause(5);
  }
}

/** The server's clock. Injected everywhere time matters so that tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock for tests: starts at a given instant and moves only when told. */
export class ManualClock implements Clock {
  private current: number;
  constructor(start: Date | string = "2026-01-15T09:00:00Z") {
    this.current = new Date(start).getTime();
  }
  now(): Date {
    return new Date(this.current);
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(at: Date | string): void {
    this.current = new Date(at).getTime();
  }
}

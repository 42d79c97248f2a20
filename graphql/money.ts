/**
 * Money as both halves show and count it (decision 0024): integer minor units, never a float.
 * A rate is hryvnias for one unit of a currency in millionths (41.2345 UAH/USD is 41_234_500).
 */

/**
 * An amount in kopiyky in another currency's minor units at a rate (hryvnias for one unit, in
 * millionths: 41.2345 UAH/USD is 41_234_500), rounded half away from zero, in integers throughout.
 */
export function convertKop(amountKop: number, rateMicros: number): number {
  if (!Number.isSafeInteger(rateMicros) || rateMicros <= 0) throw new RangeError(`not a rate: ${rateMicros}`);
  const scaled = BigInt(Math.abs(amountKop)) * 1_000_000n;
  const rate = BigInt(rateMicros);
  const rounded = Number((scaled * 2n + rate) / (rate * 2n));
  return amountKop < 0 ? -rounded : rounded;
}

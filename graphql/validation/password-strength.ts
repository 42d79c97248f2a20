/** Password strength and hints: no dependencies, so the browser may use it for the live hint. */

export const PASSWORD_MIN = 8;

// Spec: scale 0-4, thresholds 0, 135, 485, 835, 1185.
const STRENGTH_THRESHOLDS = [0, 135, 485, 835, 1185] as const;

/**
 * The spec gives the thresholds but not the measure. We use length times the size of the
 * character pool the password draws from (lower 26, upper 26, digits 10, symbols 32): eight
 * lower-case letters score 208 (1), eight characters of all four kinds 752 (2), thirteen 1222 (4).
 */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  let pool = 0;
  if (/[a-z]/.test(password)) pool += 26;
  if (/[A-Z]/.test(password)) pool += 26;
  if (/\d/.test(password)) pool += 10;
  if (/[^A-Za-z0-9]/.test(password)) pool += 32;
  const score = pool * password.length;
  let level = 0;
  STRENGTH_THRESHOLDS.forEach((threshold, i) => {
    if (score > threshold) level = i;
  });
  return level as 0 | 1 | 2 | 3 | 4;
}

/** The hints shown beside the password field, each met or not. */
export function passwordHints(password: string) {
  return {
    length: password.length >= PASSWORD_MIN,
    digit: /\d/.test(password),
    cases: /[a-z]/.test(password) && /[A-Z]/.test(password),
    symbol: /[^A-Za-z0-9\s]/.test(password),
  };
}

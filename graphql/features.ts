/**
 * The product's feature flags (spec: the control center's billing, access and storage links,
 * tasks, files and corporate agreements "depend on feature flags"). Each is an environment
 * variable FEATURE_<NAME> (1/0, true/false, yes/no), read at start by both halves: the API
 * (server/config.ts) refuses a switched-off module's operations, the web half (server/config.ts
 * on Node, edge/config.ts on a Worker) shows its links disabled. Set both halves alike.
 *
 * Defaults: a module that is built is on, files among them (the spec's "flag off" described the
 * original's unfinished state, not a wish; the flags stay for an operator who wants one off).
 * Tasks are built (issue 44) and on. Corporate agreements stay off until they are built (they
 * have no page yet, so the corporate settings list them disabled whatever the flag says).
 */
export const FEATURES = {
  billing: { env: "FEATURE_BILLING", default: true },
  access: { env: "FEATURE_ACCESS", default: true },
  storage: { env: "FEATURE_STORAGE", default: true },
  tasks: { env: "FEATURE_TASKS", default: true },
  files: { env: "FEATURE_FILES", default: true },
  corporateAgreements: { env: "FEATURE_CORPORATE_AGREEMENTS", default: false },
} as const;

export type Feature = keyof typeof FEATURES;
export type Features = Readonly<Record<Feature, boolean>>;

const TRUE = new Set(["1", "true", "yes"]);
const FALSE = new Set(["0", "false", "no"]);

/**
 * The flags from an environment; unset or empty means the default. Throws with every bad value
 * named (the caller turns it into its own configuration error).
 */
export function readFeatures(env: Record<string, string | undefined>): { features: Features; problems: string[] } {
  const problems: string[] = [];
  const features = {} as Record<Feature, boolean>;
  for (const [name, flag] of Object.entries(FEATURES) as [Feature, (typeof FEATURES)[Feature]][]) {
    const raw = env[flag.env]?.trim().toLowerCase();
    if (!raw) features[name] = flag.default;
    else if (TRUE.has(raw)) features[name] = true;
    else if (FALSE.has(raw)) features[name] = false;
    else {
      problems.push(`${flag.env}: must be one of 1, 0, true, false, yes, no`);
      features[name] = flag.default;
    }
  }
  return { features, problems };
}

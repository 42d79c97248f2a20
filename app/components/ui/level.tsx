import { useTranslation } from "~/lib/i18n-react";

/** Role levels (spec section 3): 1 is the director, 2 to 4 the employees. */
export type RoleLevel = 1 | 2 | 3 | 4;

export const isRoleLevel = (value: unknown): value is RoleLevel => value === 1 || value === 2 || value === 3 || value === 4;

// Whole class names, so that Tailwind finds them (colours: --ui-level-* in app/tailwind.css).
const badgeTone: Record<RoleLevel, string> = {
  1: "border-level-1 bg-level-1-soft text-level-1",
  2: "border-level-2 bg-level-2-soft text-level-2",
  3: "border-level-3 bg-level-3-soft text-level-3",
  4: "border-level-4 bg-level-4-soft text-level-4",
};

/** The coloured ring a person's avatar wears for their role's level. */
export const levelRing: Record<RoleLevel, string> = {
  1: "ring-2 ring-level-1 ring-offset-2 ring-offset-surface",
  2: "ring-2 ring-level-2 ring-offset-2 ring-offset-surface",
  3: "ring-2 ring-level-3 ring-offset-2 ring-offset-surface",
  4: "ring-2 ring-level-4 ring-offset-2 ring-offset-surface",
};

/**
 * A role's level as a badge: the words say it ("Level 2"), the colour repeats it, so it reads the
 * same without colour. A level outside 1 to 4 gets the neutral look.
 */
export function LevelBadge({ level, className = "" }: { level: number; className?: string }) {
  const { t } = useTranslation();
  const tone = isRoleLevel(level) ? badgeTone[level] : "border-line-strong bg-surface-muted text-muted";
  return (
    <span data-level={level} className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${tone} ${className}`}>
      {t("role.level", { level })}
    </span>
  );
}

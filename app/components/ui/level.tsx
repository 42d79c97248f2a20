import { useTranslation } from "~/lib/i18n-react";
// From user-avatar (in every signed-in page's chunks already), so that the ring costs no chunk of its own.
import { isRoleLevel, type RoleLevel } from "./user-avatar";

export { isRoleLevel, type RoleLevel };

// Whole class names, so that Tailwind finds them (colours: --ui-level-* in app/tailwind.css).
const badgeTone: Record<RoleLevel, string> = {
  1: "border-level-1 bg-level-1-soft text-level-1",
  2: "border-level-2 bg-level-2-soft text-level-2",
  3: "border-level-3 bg-level-3-soft text-level-3",
  4: "border-level-4 bg-level-4-soft text-level-4",
};

/**
 * A role's level as a badge: the words say it ("Level 2"), the colour repeats it, so it reads the
 * same without colour. A level outside 1 to 4 gets the neutral look.
 */
export function LevelBadge({ level, className = "" }: { level: number; className?: string }) {
  const { t } = useTranslation();
  const tone = isRoleLevel(level) ? badgeTone[level] : "border-line-strong bg-surface-muted text-muted";
  return (
    <span data-level={level} className={className ? `ui-level ${tone} ${className}` : `ui-level ${tone}`}>
      {t("app.role.level", { level })}
    </span>
  );
}

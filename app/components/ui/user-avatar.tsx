import { useState } from "react";
import { initials } from "~/lib/initials";

/** Role levels (spec section 3): 1 is the director, 2 to 4 the employees. */
export type RoleLevel = 1 | 2 | 3 | 4;

export const isRoleLevel = (value: unknown): value is RoleLevel =>
  value === 1 || value === 2 || value === 3 || value === 4;

const sizes = {
  sm: "size-8 text-sm",
  md: "size-10",
  lg: "size-20 text-2xl",
} as const;

/**
 * A person's photo in a circle, or their initials when there is none (or when the browser cannot
 * show it: most browsers other than Safari do not decode HEIC; with JavaScript the initials take
 * the broken image's place). `alt` empty: the photo is decoration beside the name. `level`: the
 * role's level beside which the person is shown, drawn as a coloured ring (spec section 3: the
 * .ui-avatar rule of app/tailwind.css, by data-level); the level itself is said in words next to
 * it (LevelBadge), the ring only repeats it.
 */
export function UserAvatar({
  user,
  size = "sm",
  alt = "",
  level,
}: {
  user: { name: string; surname: string; avatar?: string | null };
  size?: keyof typeof sizes;
  alt?: string;
  level?: number | null;
}) {
  // The URL that failed: a new photo (a new signed URL) gets its own chance.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const src = user.avatar;
  const dataLevel = isRoleLevel(level) ? level : undefined;
  if (src && brokenSrc !== src) {
    return (
      <img
        src={src}
        alt={alt}
        aria-hidden={alt ? undefined : true}
        data-testid="user-avatar-photo"
        data-level={dataLevel}
        onError={() => setBrokenSrc(src)}
        // It may have failed before the page's script ran (server-rendered): look once on mount.
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0) setBrokenSrc(src);
        }}
        className={`${sizes[size]} ui-avatar shrink-0 rounded-full bg-surface-strong object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="user-avatar-initials"
      data-level={dataLevel}
      className={`${sizes[size]} ui-avatar flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-fg`}
    >
      {initials(user.name, user.surname)}
    </span>
  );
}

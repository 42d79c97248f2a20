import { useState } from "react";
import { firstGrapheme } from "#graphql/validation/graphemes";

const boxes = { sm: "size-8 text-xs", md: "size-14 text-lg", lg: "size-20 text-2xl" } as const;

/**
 * A company's avatar: its image (a signed URL, decision 0011) when it has one, else the first
 * letters of its first two words; the letters also take the place of an image the browser could
 * not load. Decoration beside the name unless `alt` says otherwise.
 */
export function CompanyAvatar({
  name,
  avatar,
  size = "md",
  alt = "",
}: {
  name: string;
  avatar?: string | null;
  size?: keyof typeof boxes;
  alt?: string;
}) {
  // The URL that failed: a new image (a new signed URL) gets its own chance.
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const box = boxes[size];
  if (avatar && brokenSrc !== avatar) {
    return (
      <img
        src={avatar}
        alt={alt}
        aria-hidden={alt ? undefined : true}
        data-testid="company-avatar-image"
        onError={() => setBrokenSrc(avatar)}
        // It may have failed before the page's script ran (server-rendered): look once on mount.
        ref={(img) => {
          if (img?.complete && img.naturalWidth === 0) setBrokenSrc(avatar);
        }}
        className={`${box} shrink-0 rounded-xl bg-surface-strong object-cover`}
      />
    );
  }
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => firstGrapheme(word).toUpperCase())
    .join("");
  return (
    <span aria-hidden="true" data-testid="company-avatar-initials" className={`ui-company-avatar ${box}`}>
      {letters}
    </span>
  );
}

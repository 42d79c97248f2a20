import { firstGrapheme } from "#graphql/validation/graphemes";

/** A company's avatar: the first letters of its first two words. */
export function CompanyAvatar({ name, size = "md" }: { name: string; size?: "sm" | "md" }) {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => firstGrapheme(word).toUpperCase())
    .join("");
  const box = size === "sm" ? "size-8 text-xs" : "size-14 text-lg";
  return (
    <span aria-hidden="true" className={`ui-company-avatar ${box}`}>
      {letters}
    </span>
  );
}

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReactNode } from "react";
import { I18nProvider } from "~/lib/i18n-react";
import en from "~/locales/en";
import uk from "~/locales/uk";
import { LevelBadge } from "./level";
import { UserAvatar } from "./user-avatar";

const render = (node: ReactNode, locale: "en" | "uk" = "en") =>
  renderToStaticMarkup(
    <I18nProvider locale={locale} catalogue={locale === "en" ? en : uk}>
      {node}
    </I18nProvider>,
  );

describe("LevelBadge", () => {
  it("says the level in words, in the page's language", () => {
    expect(render(<LevelBadge level={2} />)).toContain(">Level 2</span>");
    expect(render(<LevelBadge level={3} />, "uk")).toContain(">Рівень 3</span>");
  });

  it("wears its level's colour, a different one for each level", () => {
    const classes = [1, 2, 3, 4].map(
      (level) => /class="([^"]*)"/.exec(render(<LevelBadge level={level} />))?.[1] ?? "",
    );
    classes.forEach((c, i) => expect(c).toContain(`text-level-${i + 1}`));
    expect(new Set(classes).size).toBe(4);
  });

  it("gives a level outside 1 to 4 the neutral look", () => {
    const html = render(<LevelBadge level={7} />);
    expect(html).toContain(">Level 7</span>");
    expect(html).not.toMatch(/level-\d/);
  });
});

describe("UserAvatar", () => {
  const user = { name: "Olena", surname: "Koval", avatar: null };

  it("carries its role level for the coloured ring", () => {
    expect(render(<UserAvatar user={user} level={1} />)).toContain('data-level="1"');
    const photo = render(<UserAvatar user={{ ...user, avatar: "/a.png" }} level={4} />);
    expect(photo).toContain("<img");
    expect(photo).toContain('data-level="4"');
  });

  it("has no ring without a level (or with one outside 1 to 4)", () => {
    for (const level of [undefined, null, 0, 5])
      expect(render(<UserAvatar user={user} level={level} />)).not.toContain("data-level");
  });
});

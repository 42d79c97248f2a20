import type { Config } from "tailwindcss";

/** A colour token of app/tailwind.css (its light and dark values live there). */
const token = (name: string) => `var(--ui-${name})`;
const tokens = (...names: string[]) => Object.fromEntries(names.map((name) => [name, token(name)]));

export default {
  content: ["./app/**/*.{ts,tsx}"],
  darkMode: "class",
  theme: {
    extend: {
      colors: {
        ...tokens("canvas", "fg", "muted", "subtle", "link", "focus", "disabled", "overlay"),
        surface: {
          DEFAULT: token("surface"),
          muted: token("surface-muted"),
          strong: token("surface-strong"),
          raised: token("surface-raised"),
        },
        line: { DEFAULT: token("line"), strong: token("line-strong") },
        input: token("input"),
        primary: { DEFAULT: token("primary"), hover: token("primary-hover"), fg: token("primary-fg") },
        selected: { DEFAULT: token("selected"), fg: token("selected-fg") },
        danger: {
          DEFAULT: token("danger"),
          fill: token("danger-fill"),
          "fill-hover": token("danger-fill-hover"),
          soft: token("danger-soft"),
          line: token("danger-line"),
          strong: token("danger-strong"),
        },
        success: { DEFAULT: token("success"), soft: token("success-soft"), line: token("success-line") },
        warning: {
          DEFAULT: token("warning"),
          soft: token("warning-soft"),
          line: token("warning-line"),
          accent: token("warning-accent"),
        },
        info: { DEFAULT: token("info"), soft: token("info-soft"), line: token("info-line") },
        level: {
          1: token("level-1"),
          "1-soft": token("level-1-soft"),
          2: token("level-2"),
          "2-soft": token("level-2-soft"),
          3: token("level-3"),
          "3-soft": token("level-3-soft"),
          4: token("level-4"),
          "4-soft": token("level-4-soft"),
        },
      },
      /*
       * The named gaps (space-y-page, gap-section, p-section...): between a page's sections; inside
       * a section (its padding, between its blocks and a form's fields); between related items (a
       * row of buttons, a short list); between a label, its control and its hint.
       */
      spacing: { page: "1.5rem", section: "1rem", stack: "0.5rem", field: "0.25rem" },
      width: { aside: "264px", menu: "260px", toast: "356px" },
      maxWidth: { menu: "260px" },
    },
  },
} satisfies Config;

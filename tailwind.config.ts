import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  darkMode: "class",
  theme: {
    extend: {
      colors: {
        brand: { DEFAULT: "#1f4fd1", dark: "#163a9c", light: "#e8eefc" },
        level: { 1: "#b42318", 2: "#b54708", 3: "#027a48", 4: "#175cd3" },
      },
      width: { aside: "264px", menu: "260px", toast: "356px" },
    },
  },
} satisfies Config;

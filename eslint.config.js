import { builtinModules } from "node:module";
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      ".cache/**",
      "build/",
      "build-edge/",
      "data/",
      "node_modules/",
      "graphql/generated/",
      "test-results/",
      "playwright-report/",
      "tests/e2e/.data/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // autoFocus on the single field of a sign-in step is what a person expects there.
      "jsx-a11y/no-autofocus": "off",
    },
  },
  {
    // app/ runs on the edge too: no Node built-ins, and never the server's code. The edge build
    // fails on a Node built-in anyway (edge/no-node-builtins.ts); this says so in the editor.
    files: ["app/**/*.{ts,tsx}"],
    // The Node renderer and sealer, which only the Node build resolves (package.json "imports":
    // #render, #seal).
    ignores: ["app/lib/render.node.server.ts", "app/lib/seal.node.server.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            ...builtinModules.map((name) => ({ name, message: "app/ runs on an edge runtime too: Web APIs only." })),
            { name: "@remix-run/node", message: "Use @remix-run/server-runtime: app/ runs on an edge runtime too." },
          ],
          patterns: [
            {
              group: ["node:*", "**/server/**", "../server/*"],
              message: "app/ speaks the Fetch API only and never imports server/.",
            },
          ],
        },
      ],
    },
  },
  {
    // And the other way round: server/ never imports app/. What both sides need (the load
    // context, the display time zone...) is in graphql/ (docs/decisions/0016).
    files: ["server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "**/app", "**/app/**"],
              message: "server/ never imports app/: put what both need in graphql/.",
            },
          ],
        },
      ],
    },
  },
  {
    // Within app/, routes sit on top: components and app/lib never import a route module's code
    // (the signed-in hooks are in app/lib/signed-in.ts; an area's server helpers sit beside its
    // routes). The type of what a route's loader answers may still be named where it is shown.
    files: ["app/components/**/*.{ts,tsx}", "app/lib/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/routes/*", "**/routes/**"],
              allowTypeImports: true,
              message: "Routes import components and app/lib, not the other way round.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**", "server/index.ts", "server/migrate.ts", "tests/**"],
    rules: { "no-console": "off" },
  },
  {
    // The integration files of a vitest worker share one module graph (vite.config.ts, isolate):
    // a module mocked or a global stubbed in one file would reach the files after it.
    files: ["tests/integration/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "vi",
          property: "mock",
          message: "Integration files share modules: pass a test double to createTestApp instead.",
        },
        {
          object: "vi",
          property: "doMock",
          message: "Integration files share modules: pass a test double to createTestApp instead.",
        },
        { object: "vi", property: "stubGlobal", message: "Integration files share modules and globals." },
        {
          object: "vi",
          property: "stubEnv",
          message: "Integration files share process.env: pass env to createTestApp.",
        },
      ],
    },
  },
);

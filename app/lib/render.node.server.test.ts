import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderDocument } from "./render.node.server";

/** Many short texts, as a page is: each goes into React's 2048-byte views piece by piece. */
const page = (pad: number) =>
  createElement(
    "div",
    null,
    createElement("p", null, "a".repeat(pad)),
    Array.from({ length: 300 }, (_, i) => createElement("span", { key: i, "aria-label": "Повернутися туди" }, "Назад")),
  );

describe("renderDocument (Node)", () => {
  it("writes every Cyrillic letter whole, wherever it falls against React's 2048-byte views", async () => {
    // Shift the letters across each byte position of the views' edges.
    for (let pad = 1; pad < 8; pad += 1) {
      const body = Buffer.from(
        await renderDocument(page(pad), { nonce: "test-nonce", abortDelay: 5_000, onError: () => {} }),
      );
      expect(body.includes(0), `a NUL byte with ${pad} bytes of padding`).toBe(false);
      expect(body.toString("utf8").match(/Повернутися туди/g)).toHaveLength(300);
    }
  });
});

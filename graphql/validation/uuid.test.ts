import { describe, expect, it } from "vitest";
import { UUID } from "./uuid";

describe("UUID", () => {
  it("takes an id as the database writes it, of any version, in either case", () => {
    for (const id of [
      "0b9d2a4e-5c1f-4f7a-9a3e-2d6c8b1e4f70",
      "01890A5D-AC96-774B-BCCE-B302099A8057",
      "00000000-0000-0000-0000-000000000000",
    ]) {
      expect(UUID.test(id)).toBe(true);
    }
  });

  it("refuses what the database would fail on, and an id with anything around it", () => {
    for (const id of [
      "",
      "1",
      "0b9d2a4e5c1f4f7a9a3e2d6c8b1e4f70",
      "{0b9d2a4e-5c1f-4f7a-9a3e-2d6c8b1e4f70}",
      "0b9d2a4e-5c1f-4f7a-9a3e-2d6c8b1e4f70 ",
      "0b9d2a4e-5c1f-4f7a-9a3e-2d6c8b1e4f7g",
      "x' OR '1'='1",
    ]) {
      expect(UUID.test(id)).toBe(false);
    }
  });
});

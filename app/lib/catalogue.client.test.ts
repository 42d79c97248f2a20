import { describe, expect, it } from "vitest";
import uk from "~/locales/uk/index";
import { loadCatalogue } from "./catalogue.client";
import { areaOf } from "./i18n";
import { areaTexts } from "./route-handle";
import { createTranslator } from "./translate";

describe("catalogue areas inside areas", () => {
  it("a key belongs to the most specific area that holds it", () => {
    expect(areaOf("control.profile.saved")).toBe("control.profile");
    expect(areaOf("control.heading")).toBe("control");
    expect(areaOf("auth.signin.heading")).toBe("auth.signin");
    expect(areaOf("vhub.nav.files")).toBe("vhub");
    expect(areaOf("vhub.dashboard.company")).toBe("vhub.dashboard");
    expect(areaOf("product")).toBeUndefined();
  });

  it("the control center's menu and one page's texts arrive in either order and keep each other", async () => {
    // What the routes' handles do: the layout names control, the page control.profile.
    areaTexts(import.meta.glob("/app/locales/*/control.ts"));
    areaTexts(import.meta.glob("/app/locales/*/control/{profile,accessPage}.ts"));
    const t = createTranslator(await loadCatalogue("uk", ["control.profile", "control"]), "uk");
    expect(t("control.heading")).toBe(uk.control.heading);
    expect(t("control.profile.saved")).toBe(uk.control.profile.saved);
    // A page's area that arrives later joins the same catalogue, and the menu's texts stay.
    const later = await loadCatalogue("uk", ["control.accessPage"]);
    const again = createTranslator(later, "uk");
    expect(again("control.accessPage.intro")).toBe(uk.control.accessPage.intro);
    expect(again("control.profile.saved")).toBe(uk.control.profile.saved);
    expect(again("control.heading")).toBe(uk.control.heading);
    // Only what was asked for is there: the owners' page texts never came.
    expect(again("control.ownersPage.back")).toBe("control.ownersPage.back");
  });
});

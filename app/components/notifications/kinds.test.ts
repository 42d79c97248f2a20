import { describe, expect, it } from "vitest";
import type { NotificationFieldsFragment } from "#graphql/generated/operations";
import en from "~/locales/en/index";
import ru from "~/locales/ru/index";
import uk from "~/locales/uk/index";
import { createTranslator } from "~/lib/translate";
import { renderNotification } from "./kinds";

const base = { id: "n1", createdAt: "2026-03-02T09:00:00.000Z", readAt: null };
const olena = { id: "u1", name: "Olena", surname: "Koval", deleted: false };

const detailsChanged = (over: Partial<Extract<NotificationFieldsFragment, { __typename: "CompanyDetailsChangedNotification" }>> = {}): NotificationFieldsFragment => ({
  ...base,
  __typename: "CompanyDetailsChangedNotification",
  type: "company.detailsChanged",
  companyId: "c1",
  companyName: "Acme",
  fields: ["PHONE", "ADDRESS"],
  changedByKind: "PERSON",
  changedBy: olena,
  ...over,
});

describe("a notification's text and link, by its kind", () => {
  it("a share transfer offered: who, how much, of which company; opens the transfer as a dialog", () => {
    const t = createTranslator(en, "en");
    const offer: NotificationFieldsFragment = {
      ...base,
      __typename: "ShareTransferNotification",
      type: "shareTransfer.received",
      shareTransfer: { id: "t1", companyId: "c1", companyName: "Acme", share: 1250, counterpart: olena },
    };
    expect(renderNotification(t, offer, "en")).toEqual({
      text: "Olena Koval offers you 12.5 % of “Acme”",
      link: { to: "/vhold/c1/transfers/t1", dialog: true },
    });
  });

  it("company details changed: who, which company, which details in the reader's language; opens its settings", () => {
    expect(renderNotification(createTranslator(en, "en"), detailsChanged(), "en")).toEqual({
      text: "Olena Koval changed the details of “Acme”: phone and address",
      link: { to: "/vhold/c1/settings", dialog: false },
    });
    expect(renderNotification(createTranslator(uk, "uk"), detailsChanged(), "uk").text).toBe("Olena Koval: дані компанії «Acme» змінено (телефон і адреса)");
    expect(renderNotification(createTranslator(ru, "ru"), detailsChanged({ fields: ["ABOUT"] }), "ru").text).toBe(
      "Olena Koval: данные компании «Acme» изменены (о компании)",
    );
  });

  it("names vHold when nobody's request made the change, and a deleted account as such", () => {
    const t = createTranslator(en, "en");
    expect(renderNotification(t, detailsChanged({ changedByKind: "SYSTEM", changedBy: null }), "en").text).toBe(
      "vHold changed the details of “Acme”: phone and address",
    );
    expect(renderNotification(t, detailsChanged({ changedBy: { id: "u1", name: "", surname: "", deleted: true } }), "en").text).toMatch(/^Deleted account changed/);
  });
});

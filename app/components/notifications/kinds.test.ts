import { describe, expect, it } from "vitest";
import type { NotificationFieldsFragment } from "#graphql/generated/operations";
import en from "~/locales/en/index";
import ru from "~/locales/ru/index";
import uk from "~/locales/uk/index";
import { createTranslator } from "~/lib/translate";
import { renderNotification } from "./kinds";

const base = { id: "n1", createdAt: "2026-03-02T09:00:00.000Z", readAt: null };
const olena = { id: "u1", name: "Olena", surname: "Koval", deleted: false };

const detailsChanged = (
  over: Partial<Extract<NotificationFieldsFragment, { __typename: "CompanyDetailsChangedNotification" }>> = {},
): NotificationFieldsFragment => ({
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

const voteSession = (
  type: string,
  over: Partial<Extract<NotificationFieldsFragment, { __typename: "VoteSessionNotification" }>["voteSession"]> = {},
): NotificationFieldsFragment => ({
  ...base,
  __typename: "VoteSessionNotification",
  type,
  voteSession: {
    id: "s1",
    companyId: "c1",
    companyName: "Acme",
    kind: "NAME",
    proposedName: "Acme Two",
    actorKind: "PERSON",
    actor: olena,
    candidate: null,
    ...over,
  },
});

describe("a vote's notifications", () => {
  it("say who opened which vote on what, and lead to the company's settings", () => {
    expect(renderNotification(createTranslator(en, "en"), voteSession("voteSession.opened"), "en")).toEqual({
      text: "Olena Koval opened a vote in “Acme”: rename to “Acme Two”",
      link: { to: "/vhold/c1/settings", dialog: false },
    });
    expect(
      renderNotification(
        createTranslator(uk, "uk"),
        voteSession("voteSession.passed", { kind: "STOP", proposedName: null }),
        "uk",
      ).text,
    ).toBe("Голосування в «Acme» ухвалено: призупинити компанію");
    expect(
      renderNotification(
        createTranslator(ru, "ru"),
        voteSession("voteSession.opened", { kind: "CEO", proposedName: null }),
        "ru",
      ).text,
    ).toBe("Olena Koval открывает голосование в «Acme»: назначить нового директора");
  });

  it("a director vote names its candidate", () => {
    const taras = { id: "u2", name: "Taras", surname: "Melnyk", deleted: false };
    expect(
      renderNotification(
        createTranslator(en, "en"),
        voteSession("voteSession.opened", { kind: "CEO", proposedName: null, candidate: taras }),
        "en",
      ).text,
    ).toBe("Olena Koval opened a vote in “Acme”: appoint a new director (Taras Melnyk)");
    expect(
      renderNotification(
        createTranslator(uk, "uk"),
        voteSession("voteSession.passed", { kind: "CEO", proposedName: null, candidate: taras }),
        "uk",
      ).text,
    ).toBe("Голосування в «Acme» ухвалено: призначити нового директора (Taras Melnyk)");
    // The name stands as written, in the nominative: nothing around it asks for a case it cannot take (issue 41).
    const kateryna = { id: "u3", name: "Катерина", surname: "Мельник", deleted: false };
    expect(
      renderNotification(
        createTranslator(uk, "uk"),
        voteSession("voteSession.opened", {
          kind: "CEO",
          proposedName: null,
          candidate: kateryna,
          actor: { ...kateryna, id: "u4", name: "Богдан", surname: "Шевченко" },
        }),
        "uk",
      ).text,
    ).toBe("Богдан Шевченко відкриває голосування в «Acme»: призначити нового директора (Катерина Мельник)");
  });

  it("a deadline is vHold's doing; a company deleted by vote has no page to lead to", () => {
    const t = createTranslator(en, "en");
    expect(
      renderNotification(
        t,
        voteSession("voteSession.expired", { kind: "START", actor: null, actorKind: "SYSTEM", proposedName: null }),
        "en",
      ).text,
    ).toBe("The time for the vote in “Acme” ran out undecided: restore the company");
    expect(
      renderNotification(t, voteSession("voteSession.passed", { kind: "DELETE", proposedName: null }), "en").link,
    ).toBeNull();
  });
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
    expect(renderNotification(createTranslator(uk, "uk"), detailsChanged(), "uk").text).toBe(
      "Olena Koval: дані компанії «Acme» змінено (телефон і адреса)",
    );
    expect(renderNotification(createTranslator(ru, "ru"), detailsChanged({ fields: ["ABOUT"] }), "ru").text).toBe(
      "Olena Koval: данные компании «Acme» изменены (о компании)",
    );
  });

  it("names vHold when nobody's request made the change, and a deleted account as such", () => {
    const t = createTranslator(en, "en");
    expect(renderNotification(t, detailsChanged({ changedByKind: "SYSTEM", changedBy: null }), "en").text).toBe(
      "vHold changed the details of “Acme”: phone and address",
    );
    expect(
      renderNotification(t, detailsChanged({ changedBy: { id: "u1", name: "", surname: "", deleted: true } }), "en")
        .text,
    ).toMatch(/^Deleted account changed/);
  });
});

describe("a role's notifications", () => {
  const roleNotice = (
    type: string,
    over: Partial<Extract<NotificationFieldsFragment, { __typename: "RoleNotification" }>["role"]> = {},
  ): NotificationFieldsFragment => ({
    ...base,
    __typename: "RoleNotification",
    type,
    role: {
      id: "r1",
      name: "Clerk",
      level: 4,
      companyId: "c1",
      companyName: "Acme",
      readerRoleId: null,
      actorKind: "PERSON",
      actor: olena,
      ...over,
    },
  });

  it("a candidate's acceptance names them and opens the role in the manager's structure, in each language", () => {
    expect(
      renderNotification(createTranslator(en, "en"), roleNotice("role.candidate", { readerRoleId: "r0" }), "en"),
    ).toEqual({
      text: "Olena Koval accepted the invitation to the role “Clerk” in “Acme”: assign them or decline",
      link: { to: "/vhub/r0/structure-company?role=r1#role-panel", dialog: false },
    });
    expect(
      renderNotification(createTranslator(uk, "uk"), roleNotice("role.candidate", { readerRoleId: "r0" }), "uk").text,
    ).toBe("Olena Koval приймає запрошення на роль «Clerk» у «Acme»: призначте або відхиліть");
    expect(
      renderNotification(createTranslator(ru, "ru"), roleNotice("role.candidate", { readerRoleId: "r0" }), "ru").text,
    ).toBe("Olena Koval принимает приглашение на роль «Clerk» в «Acme»: назначьте или отклоните");
    // The other kinds lead to the profile.
    expect(renderNotification(createTranslator(en, "en"), roleNotice("role.assigned"), "en").link).toEqual({
      to: "/profile",
      dialog: false,
    });
  });
});

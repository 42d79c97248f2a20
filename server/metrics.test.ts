import { describe, expect, it } from "vitest";
import { countedMessenger, type Messenger } from "./messaging";
import { messagesSent, metricsRegistry, operationLabel, routeGroup } from "./metrics";

describe("the metrics' labels stay bounded", () => {
  it("names an operation by its GraphQL name, and nothing else", () => {
    expect(operationLabel("GetCompany")).toBe("GetCompany");
    expect(operationLabel(null)).toBe("anonymous");
    expect(operationLabel('x"} 1\nevil')).toBe("other");
    expect(operationLabel("a".repeat(65))).toBe("other");
  });

  it("stops naming new operations past 200 distinct names", () => {
    for (let i = 0; i < 250; i++) operationLabel(`Flood${i}`);
    expect(operationLabel("Flood249")).toBe("other");
    expect(operationLabel("GetCompany")).toBe("GetCompany");
  });

  it("groups addresses into a fixed set of routes", () => {
    const endpoints = ["/uploads/avatar"];
    expect(routeGroup("/graphql", endpoints)).toBe("graphql");
    expect(routeGroup("/uploads/avatar", endpoints)).toBe("/uploads/avatar");
    expect(routeGroup("/vhub/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/files", endpoints)).toBe("page");
    expect(routeGroup("/vhub/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed/files.data", endpoints)).toBe("page_data");
    expect(routeGroup("/storage/a/b", endpoints)).toBe("storage");
  });
});

describe("messages are counted by channel and outcome", () => {
  const value = async (channel: string, outcome: string) =>
    (await messagesSent.get()).values.find((v) => v.labels.channel === channel && v.labels.outcome === outcome)
      ?.value ?? 0;

  it("counts a sent SMS and a failed e-mail, and the failure still reaches the caller", async () => {
    const gateway: Messenger = {
      sendSms: async () => {},
      sendEmail: async () => {
        throw new Error("SMTP refused");
      },
    };
    const counted = countedMessenger(gateway);
    const [sms, email] = [await value("sms", "sent"), await value("email", "failed")];
    await counted.sendSms({ to: "+380671112233", text: "code" });
    await expect(counted.sendEmail({ to: "a@example.com", subject: "s", text: "t" })).rejects.toThrow("SMTP refused");
    expect(await value("sms", "sent")).toBe(sms + 1);
    expect(await value("email", "failed")).toBe(email + 1);
    expect(await metricsRegistry.metrics()).toContain('messages_total{channel="email",outcome="failed"}');
  });
});

import { describe, expect, it } from "vitest";
import {
  isForeignPost,
  readLimited,
  BODY_LIMITS,
  formBodyLimit,
  tooLargeRedirect,
  streamedFormLimit,
  BAD_ADDRESS_PATH,
  isUndecodablePath,
  remixUrlOf,
} from "./web-guards";

const headers = (h: Record<string, string>) => (name: string) => h[name] ?? null;

describe("posts from elsewhere", () => {
  it.each([
    ["POST", {}, false],
    ["POST", { origin: "https://app.example" }, false],
    ["POST", { origin: "https://evil.example" }, true],
    ["POST", { origin: "null" }, true],
    ["POST", { "sec-fetch-site": "cross-site" }, true],
    ["POST", { "sec-fetch-site": "same-origin", origin: "https://app.example" }, false],
    ["DELETE", { origin: "https://evil.example" }, true],
    ["GET", { origin: "https://evil.example" }, false],
  ] as const)("%s with %j is foreign: %s", (method, h, foreign) => {
    expect(isForeignPost(method, headers(h), "app.example")).toBe(foreign);
  });
});

describe("bodies with a limit", () => {
  const post = (body: BodyInit, extra: Record<string, string> = {}) =>
    new Request("https://app.example/auth/signin", {
      method: "POST",
      body,
      headers: extra,
      duplex: "half",
    } as RequestInit);
  const stream = (chunks: number, size: number) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < chunks; i += 1) controller.enqueue(new Uint8Array(size).fill(97));
        controller.close();
      },
    });

  it("keeps a body within the limit, byte for byte", async () => {
    const limited = await readLimited(post("phone=671234567"), 1024);
    expect(await limited?.text()).toBe("phone=671234567");
  });

  it("refuses a declared length over the limit and a stream that grows past it", async () => {
    expect(await readLimited(post("x".repeat(2048), { "content-length": "2048" }), 1024)).toBeNull();
    expect(await readLimited(post(stream(10, 200)), 1024)).toBeNull();
    expect(await readLimited(post(stream(5, 200)), 1024)).not.toBeNull();
  });

  it("lets a request without a body through as it is", async () => {
    const get = new Request("https://app.example/profile");
    expect(await readLimited(get, 10)).toBe(get);
  });
});

describe("form post limits by page", () => {
  it("lets the photo form's page take the photo and its framing, and every other page 1 MB", () => {
    expect(formBodyLimit("/settings/personal-info")).toBe(5 * 1024 * 1024 + 64 * 1024);
    expect(formBodyLimit("/settings/personal-info/")).toBe(BODY_LIMITS.avatarForm);
    expect(formBodyLimit("/settings/localization")).toBe(1024 * 1024);
    expect(formBodyLimit("/settings/personal-info-x")).toBe(1024 * 1024);
  });

  it("sends a too large photo post back to its page, which says so; others get a plain 413", () => {
    expect(tooLargeRedirect("/settings/personal-info")).toBe("/settings/personal-info?avatarError=tooLarge");
    expect(tooLargeRedirect("/auth/signin")).toBeNull();
  });

  it("does the same for a company's avatar on the control center's company profile, and for no other hub page", () => {
    const page = "/vhub/0d5c8a5e-6f0b-4c55-9a33-4a3e1f2b7c11/control-center/company-profile";
    expect(formBodyLimit(page)).toBe(3 * 1024 * 1024 + 64 * 1024);
    expect(formBodyLimit(`${page}/`)).toBe(BODY_LIMITS.companyAvatarForm);
    expect(formBodyLimit(`${page}/industries`)).toBe(1024 * 1024);
    expect(formBodyLimit("/vhub/not-a-role/control-center/company-profile")).toBe(1024 * 1024);
    expect(tooLargeRedirect(page)).toBe(`${page}?avatarError=tooLarge`);
    expect(tooLargeRedirect(`${page}/industries`)).toBeNull();
  });

  it("streams a multipart post to an instruction's or a task's attach dialog, and sends one too large back to it", () => {
    const role = "0d5c8a5e-6f0b-4c55-9a33-4a3e1f2b7c11";
    const id = "5b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
    const multipart = "multipart/form-data; boundary=x";
    for (const page of [`/vhub/${role}/instruction/${id}/attach`, `/vhub/${role}/tasks/${id}/attach`]) {
      expect(streamedFormLimit("POST", page, multipart)).toBe(BODY_LIMITS.fileForm);
      expect(streamedFormLimit("POST", page, "application/x-www-form-urlencoded")).toBeNull();
      expect(tooLargeRedirect(page)).toBe(`${page}?error=tooLarge`);
    }
    expect(streamedFormLimit("POST", `/vhub/${role}/tasks/${id}/done`, multipart)).toBeNull();
    expect(streamedFormLimit("POST", `/vhub/${role}/tasks/${id}`, multipart)).toBeNull();
  });
});

describe("addresses whose path cannot be decoded", () => {
  it.each(["/%FF", "/auth/%FF", "/knowledge-base/%ED%A0%80", "/public/files/%FF%FE", "/x%", "/%E0%A4%A", "/%C0%AF"])(
    "%s goes to the bad address page, its query dropped",
    (path) => {
      expect(isUndecodablePath(path)).toBe(true);
      const url = remixUrlOf(new URL(`https://app.example${path}?search=x`));
      expect(url.href).toBe(`https://app.example${BAD_ADDRESS_PATH}`);
    },
  );

  it.each([
    "/",
    "/auth/signin",
    "/knowledge-base/%D0%94%D0%BE%D0%B2%D1%96%D0%B4%D0%BA%D0%B0",
    "/a%20b",
    "/a%2Fb",
    "/%F0%9F%98%80",
    "/%25FF",
  ])("%s is left as it is (the same URL object)", (path) => {
    const url = new URL(`https://app.example${path}?q=%FF`);
    expect(isUndecodablePath(url.pathname)).toBe(false);
    expect(remixUrlOf(url)).toBe(url);
  });
});

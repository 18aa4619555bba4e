import { afterEach, describe, expect, it } from "vitest";

import { withPageScriptPolicy } from "../http/csp-cache-handler.mjs";
import { expectTagManagerSnippet, renderedWithOtherTagManager, tagManagerSnippetOf } from "./stored-pages.mjs";
import { DEFAULT_CONSENT, tagManagerSnippet } from "./tag-manager";

const KEY = Symbol.for("kaimono.tagManagerSnippet");
const SNIPPET = tagManagerSnippet("GTM-ABC", DEFAULT_CONSENT);
const page = (tags: string) =>
  `<html><head><script id="chunk-recovery">x()</script></head><body><main>Hi</main>${tags}</body></html>`;
const withGtm = page(`<script id="gtm">${SNIPPET}</script>`);
const withoutGtm = page("");

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[KEY];
});

describe("stored pages and the tag manager the server started with", () => {
  it("reads the snippet a page carries", () => {
    expect(tagManagerSnippetOf(withGtm)).toBe(SNIPPET);
    expect(tagManagerSnippetOf(withoutGtm)).toBe("");
  });

  it("finds a page rendered with another container, other consent settings, or none where one is set, and the reverse", () => {
    expectTagManagerSnippet(SNIPPET);
    expect(renderedWithOtherTagManager(withGtm)).toBe(false);
    expect(renderedWithOtherTagManager(withoutGtm)).toBe(true);
    expect(renderedWithOtherTagManager(page(`<script id="gtm">${tagManagerSnippet("GTM-XYZ", DEFAULT_CONSENT)}</script>`))).toBe(true);
    expect(renderedWithOtherTagManager(page(`<script id="gtm">${tagManagerSnippet("GTM-ABC", { ...DEFAULT_CONSENT, countryHeader: "cf-ipcountry" })}</script>`))).toBe(true);
    expectTagManagerSnippet("");
    expect(renderedWithOtherTagManager(withoutGtm)).toBe(false);
    expect(renderedWithOtherTagManager(withGtm)).toBe(true);
  });

  it("leaves pages alone before the server said what it expects, and pages outside the site's layout", () => {
    expect(renderedWithOtherTagManager(withGtm)).toBe(false);
    expectTagManagerSnippet(SNIPPET);
    expect(renderedWithOtherTagManager("<html><body>not-found</body></html>")).toBe(false);
  });

  it("reads pages stored as bytes the same way, Japanese text and a view into a larger buffer included", () => {
    const bytes = (html: string) => {
      const whole = Buffer.from(`padding${html}padding`, "utf8");
      return new Uint8Array(whole.buffer, whole.byteOffset + 7, whole.byteLength - 14);
    };
    const japanese = page(`<p>お問い合わせ</p><script id="gtm">${SNIPPET}</script>`);
    expect(tagManagerSnippetOf(bytes(japanese))).toBe(SNIPPET);
    expectTagManagerSnippet(SNIPPET);
    expect(renderedWithOtherTagManager(bytes(japanese))).toBe(false);
    expect(renderedWithOtherTagManager(bytes(withoutGtm))).toBe(true);
    expectTagManagerSnippet("");
    expect(renderedWithOtherTagManager(bytes(withoutGtm))).toBe(false);
  });

  it("makes the cache handler answer such a page as absent, so Next renders it afresh, and hand back the others", async () => {
    const entries: Record<string, unknown> = {
      "/old": { value: { kind: "APP_PAGE", html: withoutGtm } },
      "/new": { value: { kind: "APP_PAGE", html: Buffer.from(withGtm) } },
      "/route": { value: { kind: "APP_ROUTE", body: Buffer.from("x") } },
    };
    class Base {
      async get(key: string) {
        return entries[key] ?? null;
      }
    }
    const Handler = withPageScriptPolicy(Base);
    const handler = new Handler();
    expectTagManagerSnippet(SNIPPET);
    expect(await handler.get("/old", { kind: "APP_PAGE" })).toBeNull();
    expect(await handler.get("/new", { kind: "APP_PAGE" })).toBe(entries["/new"]);
    expect(await handler.get("/route", { kind: "APP_ROUTE" })).toBe(entries["/route"]);
    expectTagManagerSnippet("");
    expect(await handler.get("/old", { kind: "APP_PAGE" })).toBe(entries["/old"]);
    expect(await handler.get("/new", { kind: "APP_PAGE" })).toBeNull();
  });
});

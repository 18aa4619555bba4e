// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { CONSENT_COOKIE, CONSENT_REGION_COOKIE } from "./constants";
import {
  type ConsentSettings,
  DEFAULT_CONSENT,
  deniedFor,
  tagManagerSnippet,
} from "./tag-manager";

type Layer = {
  dataLayer?: unknown[];
  __consentNeeded?: number;
  __gtmStarted?: number;
  gtag?: unknown;
};
const w = window as unknown as Layer;
const gtmScripts = () =>
  [...document.head.querySelectorAll("script")].filter((s) =>
    s.src.startsWith("https://www.googletagmanager.com/"),
  );
const entries = () =>
  (w.dataLayer ?? []).map((e) =>
    typeof e === "object" && e !== null && "length" in e
      ? Array.from(e as ArrayLike<unknown>)
      : e,
  );
const run = (settings: Partial<ConsentSettings> = {}, id = "GTM-ABC") =>
  new Function(tagManagerSnippet(id, { ...DEFAULT_CONSENT, ...settings }))();
const clearCookies = () => {
  for (const name of [CONSENT_COOKIE, CONSENT_REGION_COOKIE])
    document.cookie = `${name}=; Max-Age=0; Path=/`;
};

describe("the tag manager snippet with consent mode v2", () => {
  beforeEach(() => {
    // Idle callbacks run at once; the page has loaded.
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
      callback();
      return 1;
    });
    Object.defineProperty(document, "readyState", {
      value: "complete",
      configurable: true,
    });
    history.replaceState(null, "", "/");
  });
  afterEach(() => {
    for (const script of gtmScripts()) script.remove();
    delete w.dataLayer;
    delete w.__consentNeeded;
    delete w.__gtmStarted;
    delete w.gtag;
    clearCookies();
    vi.unstubAllGlobals();
  });

  it("sets the region default and the default elsewhere before gtm.js, then loads it in a granted country", () => {
    run();
    const [regional, elsewhere, start] = entries() as [
      unknown[],
      unknown[],
      Record<string, unknown>,
    ];
    expect(regional.slice(0, 2)).toEqual(["consent", "default"]);
    expect(regional[2]).toMatchObject({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      region: expect.arrayContaining(["DE", "GB", "CH", "NO"]),
    });
    expect(elsewhere).toEqual([
      "consent",
      "default",
      {
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
        analytics_storage: "granted",
      },
    ]);
    expect(start).toMatchObject({ event: "gtm.js" });
    expect(gtmScripts().map((s) => s.src)).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC",
    ]);
  });

  it("waits for the load event and idle time before gtm.js", () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => {
      idle = callback;
      return 1;
    });
    Object.defineProperty(document, "readyState", {
      value: "interactive",
      configurable: true,
    });
    run({}, "GTM-ABC&x");
    expect(gtmScripts()).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(gtmScripts()).toHaveLength(0);
    idle?.();
    expect(gtmScripts().map((s) => s.src)).toEqual([
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC%26x",
    ]);
  });

  it("in a denied country asks and loads nothing until the visitor accepts", () => {
    const asked = vi.fn();
    window.addEventListener("site-consent-needed", asked, { once: true });
    run({ defaultCountry: "DE" });
    expect(asked).toHaveBeenCalledTimes(1);
    expect(gtmScripts()).toHaveLength(0);
    expect(entries()[1]).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "denied" }),
    ]);
    window.dispatchEvent(new CustomEvent("site-consent", { detail: "denied" }));
    expect(gtmScripts()).toHaveLength(0);
    window.dispatchEvent(
      new CustomEvent("site-consent", { detail: "granted" }),
    );
    expect(entries()).toContainEqual([
      "consent",
      "update",
      {
        ad_storage: "granted",
        ad_user_data: "granted",
        ad_personalization: "granted",
        analytics_storage: "granted",
      },
    ]);
    expect(gtmScripts()).toHaveLength(1);
  });

  it("respects a stored refusal anywhere: an update to denied and no tag manager", () => {
    document.cookie = `${CONSENT_COOKIE}=denied; Path=/`;
    run();
    expect(entries()).toContainEqual([
      "consent",
      "update",
      expect.objectContaining({
        ad_storage: "denied",
        analytics_storage: "denied",
      }),
    ]);
    expect(gtmScripts()).toHaveLength(0);
  });

  it("loads at once for a stored acceptance in a denied country, without asking", () => {
    document.cookie = `${CONSENT_COOKIE}=granted; Path=/`;
    const asked = vi.fn();
    window.addEventListener("site-consent-needed", asked, { once: true });
    run({ defaultCountry: "FR" });
    expect(asked).not.toHaveBeenCalled();
    expect(gtmScripts()).toHaveLength(1);
  });

  it("never loads on the contact steps unless the setting allows it", () => {
    history.replaceState(null, "", "/en/contact/Confirm/");
    run();
    expect(gtmScripts()).toHaveLength(0);
    window.dispatchEvent(
      new CustomEvent("site-consent", { detail: "granted" }),
    );
    expect(gtmScripts()).toHaveLength(0);
    run({ onContact: true });
    expect(gtmScripts()).toHaveLength(1);
  });

  it("with a CDN header configured, asks the region endpoint once and remembers the answer for the session", async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ denied: true })),
    );
    vi.stubGlobal("fetch", fetchMock);
    const asked = vi.fn();
    window.addEventListener("site-consent-needed", asked);
    run({ countryHeader: "cf-ipcountry" });
    await vi.waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledWith("/api/consent-region/", {
      credentials: "same-origin",
    });
    expect(document.cookie).toContain(`${CONSENT_REGION_COOKIE}=denied`);
    expect(gtmScripts()).toHaveLength(0);
    run({ countryHeader: "cf-ipcountry" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(asked).toHaveBeenCalledTimes(2);
    window.removeEventListener("site-consent-needed", asked);
  });

  it("decides denied countries from the list, or everywhere when the default elsewhere is denied", () => {
    expect(deniedFor("de", DEFAULT_CONSENT)).toBe(true);
    expect(deniedFor("JP", DEFAULT_CONSENT)).toBe(false);
    expect(
      deniedFor("US", { deniedRegions: ["US-CA"], elsewhere: "granted" }),
    ).toBe(false);
    expect(deniedFor("JP", { deniedRegions: [], elsewhere: "denied" })).toBe(
      true,
    );
  });
});

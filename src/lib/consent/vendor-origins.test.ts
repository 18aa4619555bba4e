import { createHash } from "node:crypto";

import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, tagManagerSources, withTagManager } from "../http/security-headers";
import { DEFAULT_CONSENT, tagManagerSnippet } from "./tag-manager";

const directive = (policy: string, name: string) =>
  (policy.split("; ").find((d) => d.startsWith(`${name} `)) ?? "")
    .split(" ")
    .slice(1);

describe("tag vendor origins in the script policy", () => {
  const consent = { ...DEFAULT_CONSENT, defaultCountry: "DE" };
  const policy = contentSecurityPolicy({
    siteOrigin: "https://example.com",
    gtmId: "GTM-ABC",
    consent,
    tagVendorOrigins: [
      "https://www.google-analytics.com",
      "https://*.doubleclick.net",
      "https://ad.example",
    ],
    fontStylesheetUrl: "/f.css",
    development: false,
  });

  it("reach script-src, connect-src, img-src and frame-src with the tag manager, never unsafe-inline", () => {
    for (const name of ["script-src", "connect-src", "img-src", "frame-src"]) {
      expect(directive(policy, name), name).toEqual(
        expect.arrayContaining([
          "https://www.googletagmanager.com",
          "https://www.google-analytics.com",
          "https://*.doubleclick.net",
          "https://ad.example",
        ]),
      );
    }
    expect(directive(policy, "script-src")).not.toContain("'unsafe-inline'");
  });

  it("hash the very snippet the page renders with these consent settings", () => {
    const hash = `'sha256-${createHash("sha256").update(tagManagerSnippet("GTM-ABC", consent)).digest("base64")}'`;
    expect(directive(policy, "script-src")).toContain(hash);
  });

  it("are left out entirely without GTM_ID", () => {
    const plain = contentSecurityPolicy({
      siteOrigin: "https://example.com",
      tagVendorOrigins: ["https://ad.example"],
      fontStylesheetUrl: "/f.css",
      development: false,
    });
    expect(plain).not.toContain("ad.example");
    expect(plain).not.toContain("googletagmanager");
  });
});

describe("the tag manager added to a page's policy when the server starts (GTM_ID is start-time)", () => {
  const input = {
    gtmId: "GTM-ABC",
    consent: { ...DEFAULT_CONSENT, countryHeader: "cf-ipcountry" },
    tagVendorOrigins: ["https://www.google-analytics.com", "https://*.doubleclick.net"],
  };
  const base = { siteOrigin: "https://example.com", fontStylesheetUrl: "/f.css", development: false };
  const sorted = (policy: string) =>
    policy
      .split("; ")
      .map((d) => d.split(" ").sort().join(" "))
      .sort();

  it("gives the same policy as one built with GTM_ID: the snippet's hash and the origins in the four directives", () => {
    const added = withTagManager(contentSecurityPolicy(base), tagManagerSources(input));
    expect(sorted(added)).toEqual(sorted(contentSecurityPolicy({ ...base, ...input })));
    expect(directive(added, "script-src")).toContain(
      `'sha256-${createHash("sha256").update(tagManagerSnippet("GTM-ABC", input.consent)).digest("base64")}'`,
    );
  });

  it("adds only the origins beside 'unsafe-inline' (a hash would switch it off), and nothing without GTM_ID", () => {
    const weak = withTagManager("default-src 'self'; script-src 'self' 'unsafe-inline'", tagManagerSources(input));
    expect(directive(weak, "script-src")).toEqual(["'self'", "'unsafe-inline'", "https://www.googletagmanager.com", ...input.tagVendorOrigins]);
    expect(directive(weak, "connect-src")).toEqual(["'self'", "https://www.googletagmanager.com", ...input.tagVendorOrigins]);
    const none = contentSecurityPolicy(base);
    expect(withTagManager(none, tagManagerSources({ tagVendorOrigins: input.tagVendorOrigins }))).toBe(none);
  });
});

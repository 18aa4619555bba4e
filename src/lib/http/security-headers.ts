/**
 * Security headers for every response. Third parties are listed only when configured (the tag manager
 * only when GTM_ID is set, with the vendor origins of TAG_VENDOR_ORIGINS: in production added to each page's
 * policy by the server pipeline when it starts, withTagManager below, so GTM_ID is a start-time setting). The script policy has no 'unsafe-inline' outside development: on every HTML
 * answer the front door extends script-src with the page's own inline-script hashes (stored with each
 * cached page at build and on regeneration) and a per-request nonce (for pages rendered per request),
 * see src/lib/http/page-script-policy.ts.
 */
import { createHash } from "node:crypto";

import {
  type ConsentSettings,
  DEFAULT_CONSENT,
  tagManagerSnippet,
} from "../consent/tag-manager";

export type SecurityHeaderInput = {
  siteOrigin: string;
  gtmId?: string;
  /** The tag manager snippet's consent settings (its hash goes into script-src). */
  consent?: ConsentSettings;
  /** Origins the container needs (TAG_VENDOR_ORIGINS): script-src, connect-src, img-src, frame-src. */
  tagVendorOrigins?: readonly string[];
  fontStylesheetUrl: string;
  fontSrcOrigins?: string;
  development: boolean;
  /** Strict-Transport-Security with `preload` (hstspreload.org's requirements: 1 year+, subdomains). */
  hstsPreload?: boolean;
  /**
   * The documented weaker script policy of a plain build (FRAMEWORK_PLAIN=1, docs/deviations.md): `'unsafe-inline'`
   * for scripts, since no per-page hashes or nonce are added to it.
   */
  inlineScripts?: boolean;
};

const GTM_SCRIPT = "https://www.googletagmanager.com";

const sha256Source = (text: string) =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** What the tag manager adds to a page's policy: its snippet's hash (script-src) and its origins (four directives). */
export type TagManagerSources = { snippetHash?: string; origins: string[] };

/** The tag manager's sources for these settings: none without a container id. */
export function tagManagerSources(
  input: Pick<SecurityHeaderInput, "gtmId" | "consent" | "tagVendorOrigins">,
): TagManagerSources {
  if (!input.gtmId) return { origins: [] };
  return {
    snippetHash: sha256Source(
      tagManagerSnippet(input.gtmId, input.consent ?? DEFAULT_CONSENT),
    ),
    origins: [GTM_SCRIPT, ...(input.tagVendorOrigins ?? [])],
  };
}

/** The directives the tag manager's origins go to (those absent fall back to default-src, which is copied first). */
const TAG_DIRECTIVES = ["script-src", "img-src", "connect-src", "frame-src"];

/**
 * A page's policy with the tag manager's sources added: its origins to script-src, img-src, connect-src and
 * frame-src, and its snippet's hash to script-src unless that allows 'unsafe-inline' (a hash would switch it off).
 * The server pipeline applies it to every HTML answer with the settings it read when it started.
 */
export function withTagManager(policy: string, sources: TagManagerSources): string {
  if (sources.origins.length === 0 && !sources.snippetHash) return policy;
  const directives = policy
    .split(";")
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => d.split(/\s+/));
  const fallback = directives.find(([name]) => name === "default-src")?.slice(1) ?? ["'self'"];
  for (const name of TAG_DIRECTIVES) {
    let directive = directives.find(([n]) => n === name);
    if (!directive) {
      directive = [name, ...fallback];
      const at = directives.findIndex(([n]) => n === "frame-ancestors");
      directives.splice(at === -1 ? directives.length : at, 0, directive);
    }
    const extra = [
      ...(name === "script-src" && sources.snippetHash && !directive.includes("'unsafe-inline'") ? [sources.snippetHash] : []),
      ...sources.origins,
    ];
    for (const source of extra) if (!directive.includes(source)) directive.push(source);
  }
  return directives.map((d) => d.join(" ")).join("; ");
}


function originOf(url: string): string | undefined {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

/** Fetch directives that default-src stands in for when they are absent (frame-src through child-src). */
const FALLS_BACK_TO_DEFAULT = new Set(["connect-src", "frame-src"]);

export function contentSecurityPolicy(input: SecurityHeaderInput): string {
  const gtm = Boolean(input.gtmId);
  const vendors = gtm ? [GTM_SCRIPT, ...(input.tagVendorOrigins ?? [])] : [];
  const fontStyleOrigin = originOf(input.fontStylesheetUrl);
  const fontOrigins = (input.fontSrcOrigins ?? "")
    .split(/[\s,]+/)
    .filter(Boolean);
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // Development keeps 'unsafe-inline' (and 'unsafe-eval') for the dev server's own scripts; a plain build keeps
    // 'unsafe-inline' with no hash beside it (a hash or nonce would switch 'unsafe-inline' off).
    "script-src": [
      "'self'",
      ...(input.development
        ? ["'unsafe-inline'", "'unsafe-eval'"]
        : input.inlineScripts
          ? ["'unsafe-inline'"]
          : []),
      ...(input.gtmId
        ? [
            ...(input.inlineScripts
              ? []
              : [
                  sha256Source(
                    tagManagerSnippet(input.gtmId, input.consent ?? DEFAULT_CONSENT),
                  ),
                ]),
            ...vendors,
          ]
        : []),
    ],
    "style-src": [
      "'self'",
      "'unsafe-inline'",
      ...(fontStyleOrigin ? [fontStyleOrigin] : []),
    ],
    "img-src": ["'self'", "data:", "blob:", ...vendors],
    "font-src": ["'self'", "data:", ...fontOrigins],
    "connect-src": [
      "'self'",
      ...vendors,
      ...(input.development ? ["ws:"] : []),
    ],
    "frame-src": ["'self'", ...vendors],
    "frame-ancestors": ["'self'"],
    "form-action": ["'self'"],
    "base-uri": ["'self'"],
    "object-src": ["'none'"],
  };
  // A fetch directive that says only what default-src says is left out: the browser falls back to
  // default-src, and every page's header is a few bytes shorter (docs/decisions.md S4).
  const sameAsDefault = (name: string, values: string[]) =>
    FALLS_BACK_TO_DEFAULT.has(name) &&
    values.join(" ") === directives["default-src"].join(" ");
  return Object.entries(directives)
    .filter(([name, values]) => !sameAsDefault(name, values))
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

export function securityHeaders(
  input: SecurityHeaderInput,
): { key: string; value: string }[] {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(input) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "SAMEORIGIN" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (input.siteOrigin.startsWith("https://")) {
    headers.push({
      key: "Strict-Transport-Security",
      value: strictTransportSecurity(input.hstsPreload ?? false),
    });
  }
  return headers;
}

/** Two years, every subdomain; `preload` when asked (hstspreload.org accepts exactly this shape). */
export function strictTransportSecurity(preload: boolean): string {
  return `max-age=63072000; includeSubDomains${preload ? "; preload" : ""}`;
}

/**
 * Pages and API answers are for this origin only (another site may not embed them as a resource);
 * images, fonts and Next's assets stay embeddable (feed readers show article images).
 */
export const PAGES_AND_API_SOURCE =
  "/:path((?!_ipx/|_next/|images/|fonts/|favicon\\.ico$|apple-touch-icon\\.png$|icon\\.svg$).*)";
export const CROSS_ORIGIN_RESOURCE_POLICY = {
  key: "Cross-Origin-Resource-Policy",
  value: "same-origin",
};

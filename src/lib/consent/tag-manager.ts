/**
 * Google Tag Manager behind Google Consent Mode v2 (issue 42). One inline script, the same text on every
 * page of a build (so a cached, prerendered page can carry its hash in the script policy):
 *
 * 1. sets the consent default for ad_storage, ad_user_data, ad_personalization and analytics_storage
 *    before anything of the tag manager exists: denied for the configured regions (Google's `region`
 *    parameter, which the container evaluates itself) and the configured value elsewhere;
 * 2. applies the visitor's stored choice (first-party cookie) as a consent update;
 * 3. loads gtm.js after the page's load event, when idle, only when it may: the visitor accepted, or made
 *    no choice and is not where the default is denied. Where it is denied, the consent dialog asks first
 *    (src/features/consent) and nothing is requested from any tag origin until "accept". Whether the
 *    visitor is in such a region is decided per request by /api/consent-region/ from the CDN's country
 *    header (the page itself stays static), or at build from the configured country when no header is;
 * 4. never on the contact steps unless TAG_MANAGER_ON_CONTACT is set (the forms hold personal data).
 *
 * The dialog talks to it with two window events: `site-consent-needed` (ask) and `site-consent`
 * (detail 'granted' or 'denied': the choice was made and stored).
 */
import {
  CONSENT_COOKIE,
  CONSENT_REGION_COOKIE,
  CONSENT_REGION_PATH,
  CONTACT_STEPS_PATTERN,
  DEFAULT_DENIED_REGIONS,
} from "./constants";

export type ConsentValue = "granted" | "denied";

export type ConsentSettings = {
  /** ISO 3166 codes where the default is denied (the dialog asks). */
  deniedRegions: string[];
  /** The default everywhere else. */
  elsewhere: ConsentValue;
  /** Set: the region is decided per request from this header (by /api/consent-region/). */
  countryHeader?: string;
  /** The country assumed without a header. */
  defaultCountry: string;
  /** The tag manager also runs on the contact steps. */
  onContact: boolean;
};

/** The settings' defaults (src/lib/env.ts has the same): denied in the EEA, the UK and Switzerland, granted elsewhere, Japan assumed. */
export const DEFAULT_CONSENT: ConsentSettings = {
  deniedRegions: DEFAULT_DENIED_REGIONS.split(" "),
  elsewhere: "granted",
  defaultCountry: "JP",
  onContact: false,
};

/** True where the consent default is denied, so the dialog asks before any tag loads. */
export function deniedFor(
  country: string | undefined,
  settings: Pick<ConsentSettings, "deniedRegions" | "elsewhere">,
): boolean {
  if (settings.elsewhere === "denied") return true;
  const code = (country ?? "").trim().toUpperCase();
  // A country header names a country: a subdivision entry (US-CA) only applies through Google's own `region` evaluation.
  return settings.deniedRegions.includes(code);
}

/** The inline script's text (rendered by components/layout/TagManager.tsx, hashed in script-src). */
export function tagManagerSnippet(
  gtmId: string,
  settings: ConsentSettings,
): string {
  // Known at build when no CDN header is configured: 1 denied, 0 not; otherwise asked once per session.
  const known = settings.countryHeader
    ? "null"
    : deniedFor(settings.defaultCountry, settings)
      ? "1"
      : "0";
  const contact = settings.onContact
    ? "0"
    : `${CONTACT_STEPS_PATTERN}.test(location.pathname)`;
  const args = [
    JSON.stringify(gtmId),
    JSON.stringify(settings.deniedRegions),
    JSON.stringify(settings.elsewhere),
    JSON.stringify(CONSENT_COOKIE),
    JSON.stringify(CONSENT_REGION_COOKIE),
    JSON.stringify(CONSENT_REGION_PATH),
    known,
  ].join(",");
  return (
    `(function(w,d,l,i,R,E,C,Q,P,k){w[l]=w[l]||[];function g(){w[l].push(arguments)}w.gtag=w.gtag||g;` +
    `var T=['ad_storage','ad_user_data','ad_personalization','analytics_storage'];` +
    `function a(v){var o={};for(var n=0;n<T.length;n++)o[T[n]]=v;return o}` +
    `function ck(n){var m=d.cookie.match(new RegExp('(?:^|; )'+n+'=(granted|denied)'));return m&&m[1]}` +
    `var c=ck(C),q=ck(Q);if(k===null&&q)k=q=='denied'?1:0;` +
    `if(R.length){var r=a('denied');r.region=R;g('consent','default',r)}` +
    `g('consent','default',a(k===1?'denied':E));if(c)g('consent','update',a(c));` +
    `var s=0;function x(){return ${contact}}` +
    `function go(){if(s||x())return;s=1;w.__gtmStarted=1;w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});` +
    `var j=d.createElement('script');j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i)+(l!='dataLayer'?'&l='+l:'');d.head.appendChild(j)}` +
    `function ask(){w.__consentNeeded=1;w.dispatchEvent(new Event('site-consent-needed'))}` +
    `function idle(f){function u(){w.requestIdleCallback?w.requestIdleCallback(f,{timeout:3000}):setTimeout(f,1)}d.readyState=='complete'?u():w.addEventListener('load',u,{once:true})}` +
    `w.addEventListener('site-consent',function(e){var v=e.detail;if(v!='granted'&&v!='denied')return;c=v;g('consent','update',a(v));if(v=='granted')idle(go)});` +
    `if(c=='granted')idle(go);else if(!c){if(k===1)idle(ask);else if(k===0)idle(go);` +
    `else idle(function(){fetch(P,{credentials:'same-origin'}).then(function(r){return r.json()}).then(function(b){d.cookie=Q+'='+(b.denied?'denied':'granted')+'; path=/; SameSite=Lax'+(location.protocol=='https:'?'; Secure':'');b.denied?ask():go()})['catch'](function(){})})}` +
    `})(window,document,'dataLayer',${args});`
  );
}

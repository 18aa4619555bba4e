import "../globals.css";

import type { Metadata, Viewport } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { TagManagerScript } from "@/components/layout/TagManager";
import { ConsentDialog } from "@/features/consent/ConsentDialog.client";
import { LatinFaceScript } from "@/features/fonts/LatinFaceScript";
import { ChunkRecoveryScript } from "@/features/navigation/runtime/ChunkRecoveryScript";
import { DeferredRuntime } from "@/features/navigation/runtime/DeferredRuntime.client";
import { NavigationHooksProvider } from "@/features/navigation/runtime/NavigationHooksProvider.client";
import { ReleaseHeldClicks } from "@/features/navigation/runtime/ReleaseHeldClicks.client";
import { NewsFeedLink } from "@/features/news/NewsFeedLink";
import { LinkNavigation } from "@/i18n/LinkNavigation.client";
import { ClientStringsProvider } from "@/i18n/LocaleContext.client";
import { LOCALE_ISO, LOCALES } from "@/i18n/locales";
import { resolveLocale } from "@/i18n/params";
import { consentSettings, env } from "@/lib/env";
import { routeByKey } from "@/lib/site-routes";
import { linkTarget } from "@/i18n/link-target";
import { SITE_ICON_DATA_URL } from "@/lib/site-icon";

import { latinSans } from "../fonts";
import { JAPANESE_IN_ENGLISH_CSS } from "./japanese-in-english";

/**
 * Japanese web font (Noto Sans JP, public/fonts/noto-sans-jp/, written by scripts/make-fonts.mjs): only for
 * devices without a Japanese face of their own (every phone and desktop system has one, listed first in
 * --font-sans). Nothing in the head waits for it: the deferred runtime adds the list when the page is idle and
 * only where Japanese text would otherwise be boxes (src/features/fonts/japanese-font-fallback.ts).
 */
const JAPANESE_FONT_CSS = "/fonts/noto-sans-jp/noto-sans-jp.css";

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/**
 * How long a shared cache (nginx in deploy/, a CDN) may serve a statically generated page before asking
 * again: Next sends `s-maxage=2, stale-while-revalidate=…`, so a publish shows through the shared cache
 * within a few seconds while nearly every request is still answered from it. Re-generating a page reads
 * the CMS data cache, not the database. A literal, as Next requires (docs/decisions.md D3).
 */
export const revalidate = 2;

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_ORIGIN),
  formatDetection: { telephone: false },
  // The icon travels in the page (src/lib/site-icon.ts); the touch icon is a file, which browsers fetch only
  // when someone adds the page to a home screen, and which search engines read as the site's icon.
  icons: {
    icon: [{ url: SITE_ICON_DATA_URL, type: "image/svg+xml", sizes: "any" }],
    apple: "/apple-touch-icon.png",
  },
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#0b5cab",
};

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = await resolveLocale(params);
  const settings = env();
  const runtime = await getTranslations({ locale, namespace: "runtime" });
  const errors = await getTranslations({ locale, namespace: "errors" });
  const consent = await getTranslations({ locale, namespace: "consent" });

  return (
    <html lang={LOCALE_ISO[locale]} className={latinSans.variable}>
      <head>
        <ChunkRecoveryScript />
        <LatinFaceScript />
        {locale === "ja" ? null : (
          // English pages: only the faces for the few Japanese characters their own texts show (generated).
          <style
            dangerouslySetInnerHTML={{ __html: JAPANESE_IN_ENGLISH_CSS }}
          />
        )}
        <NewsFeedLink locale={locale} />
        {/*
          The configured web-font stylesheet (DECISIONS: a setting, never hard-coded in pages). The deferred
          runtime adds it here once the page has loaded (src/features/fonts/font-stylesheet.ts): no first paint
          waits for it or shares the network with it. Without script, this copy applies it.
        */}
        <noscript>
          <link rel="stylesheet" href={settings.FONT_STYLESHEET_URL} />
        </noscript>
      </head>
      <body>
        {/*
          No next-intl client runtime or message catalog on every page: client components get their few
          strings from here (the contact steps bring their own provider, see ContactMessages).
        */}
        <ClientStringsProvider
          locale={locale}
          errors={{
            errorHeading: errors("errorHeading"),
            errorText: errors("errorText"),
            retry: errors("retry"),
            backToHome: errors("backToHome"),
          }}
        >
          {/* Progress bar, transitions and device classes load when the page is idle. */}
          <DeferredRuntime
            labels={{
              loading: runtime("loading"),
              navigatedTo: runtime.raw("navigatedTo") as string,
            }}
            japaneseFontList={locale === "ja" ? JAPANESE_FONT_CSS : undefined}
            latinFamily={latinSans.style.fontFamily}
            fontStylesheet={settings.FONT_STYLESHEET_URL}
          />
          {/* The progress bar, page transition and prefetch rule for src/i18n's Link and router. */}
          <NavigationHooksProvider>
            {/* One listener makes every site link (a plain <a data-link>) a client navigation. */}
            <LinkNavigation />
            {children}
          </NavigationHooksProvider>
          {/* Cookie settings (issue 42): asks where the consent default is denied, reopened from every footer. */}
          <ConsentDialog
            text={{
              title: consent("title"),
              body: consent("body"),
              policy: consent("policy"),
              accept: consent("accept"),
              decline: consent("decline"),
              current: consent.raw("current") as string,
              granted: consent("granted"),
              denied: consent("denied"),
              none: consent("none"),
              saved: consent("saved"),
            }}
            policyHref={
              linkTarget(locale, routeByKey("externalTransmission").path).href
            }
            tagsOnContact={settings.TAG_MANAGER_ON_CONTACT}
          />
        </ClientStringsProvider>
        {settings.GTM_ID ? (
          <TagManagerScript
            gtmId={settings.GTM_ID}
            consent={consentSettings(settings)}
          />
        ) : null}
        <ReleaseHeldClicks />
      </body>
    </html>
  );
}

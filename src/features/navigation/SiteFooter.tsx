import { Phrases } from "@/components/ui/Phrases";
import { getTranslations } from "next-intl/server";

import { Link } from "@/i18n/navigation";
import type { Locale } from "@/i18n/locales";
import { CONSENT_SETTINGS_ANCHOR } from "@/lib/consent/constants";
import { siteName } from "@/lib/seo";

import { FOOTER_GROUPS, FOOTER_LEGAL, routeByKey, type SiteRouteKey } from "@/lib/site-routes";

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "layout" });
  const pages = await getTranslations({ locale, namespace: "pages" });
  // Rendered at build or revalidation time, which is often enough for a copyright year.
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <p className="site-footer__name">{siteName(locale)}</p>
          <p className="site-footer__tagline">
            <Phrases text={t("tagline")} fit={false} />
          </p>
        </div>
        <nav className="site-footer__nav" aria-label={t("footerNav")}>
          {footerColumns().map((column) =>
            column.kind === "group" ? (
              <div key={column.group.title} className="site-footer__group">
                {/* The column title is the section's own link, so it is not repeated as the first item. */}
                <p className="site-footer__heading">
                  <Link href={routeByKey(column.group.title).path}>
                    {pages(`${column.group.title}.nav`)}
                  </Link>
                </p>
                <ul>
                  {column.group.links
                    .filter((key) => key !== column.group.title)
                    .map((key) => (
                      <li key={key}>
                        <Link href={routeByKey(key).path}>
                          {pages(`${key}.nav`)}
                        </Link>
                      </li>
                    ))}
                </ul>
              </div>
            ) : (
              // Sections that are one page (REAIL, News, Campaigns) share a column of heading links instead of
              // each standing over an empty column (issue 44).
              <ul key="pages" className="site-footer__group site-footer__pages">
                {column.keys.map((key) => (
                  <li key={key} className="site-footer__heading">
                    <Link href={routeByKey(key).path}>{pages(`${key}.nav`)}</Link>
                  </li>
                ))}
              </ul>
            ),
          )}
        </nav>
        <ul className="site-footer__legal">
          {FOOTER_LEGAL.map((key) => (
            <li key={key}>
              <Link href={routeByKey(key).path}>{pages(`${key}.nav`)}</Link>
            </li>
          ))}
          <li>
            {/* Opens the consent dialog (src/features/consent); without script, the settings on the policy page. */}
            <Link
              href={`${routeByKey("externalTransmission").path}#${CONSENT_SETTINGS_ANCHOR}`}
              data-consent-settings=""
            >
              {t("cookieSettings")}
            </Link>
          </li>
        </ul>
        <p className="site-footer__copy">
          {t("copyright", { year, company: siteName(locale) })}
        </p>
      </div>
    </footer>
  );
}

type FooterColumn =
  | { kind: "group"; group: (typeof FOOTER_GROUPS)[number] }
  | { kind: "pages"; keys: SiteRouteKey[] };

/** The footer's columns: a section with pages under it is a column; the one-page sections share one column,
 * placed where the first of them comes in the header's order. */
function footerColumns(): FooterColumn[] {
  const columns: FooterColumn[] = [];
  let pagesColumn: { kind: "pages"; keys: SiteRouteKey[] } | null = null;
  for (const group of FOOTER_GROUPS) {
    if (group.links.some((key) => key !== group.title)) {
      columns.push({ kind: "group", group });
    } else if (pagesColumn) {
      pagesColumn.keys.push(group.title);
    } else {
      pagesColumn = { kind: "pages", keys: [group.title] };
      columns.push(pagesColumn);
    }
  }
  return columns;
}

/**
 * requirements §9 figures, in one place so every page quotes them the same way.
 * The camera/store count has several readings (the spec's end of December 2023, the news's end of December
 * 2025); every page and article quotes the latest one, end of December 2025, and articles that quote
 * a figure name the reading they use.
 */
export const FIGURES = {
  cameras: { value: '2,326', shops: '38', asOf: { ja: '2025年12月末時点', en: 'as of the end of December 2025' } },
  basketLitres: '62',
  chargingCarts: '20',
  throughput: '1.7',
  returnVisits: '114',
  fewerCheckoutStaff: '20',
  checkoutSeconds: '30',
  wasteYen: { ja: '46兆円', en: '46 trillion yen' },
  employees: { group: 134, parent: 119, subsidiary: 15 },
  /** The head count's reading (the seed of 各ページの数字 → 従業員数 → 時点; the counts are the company profile's). */
  employeesAsOf: { ja: '2025年12月末時点', en: 'as of the end of December 2025' },
  usageTrial: { ja: '提供開始前の実証実験（2022年3月21日〜27日の7日間）', en: 'the 7-day pilot before launch, 21 to 27 March 2022' },
} as const

/**
 * The figures as one language quotes them, in the shape of the CMS's `site-figures` (cameras, the Skip Cart's,
 * the head count's date): what the seed writes, and what the pages show until an editor first publishes that global.
 */
export function localizedFigures(locale: 'ja' | 'en') {
  const { cameras, checkoutSeconds, throughput, returnVisits, fewerCheckoutStaff, basketLitres, chargingCarts, usageTrial, wasteYen, employeesAsOf } = FIGURES
  return {
    cameras: { ...cameras, asOf: cameras.asOf[locale] },
    skipCart: { checkoutSeconds, throughput, returnVisits, fewerCheckoutStaff, basketLitres, chargingCarts, usageTrial: usageTrial[locale], wasteYen: wasteYen[locale] },
    employees: { asOf: employeesAsOf[locale] },
  }
}

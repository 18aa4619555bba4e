/** requirements §9: the Terms (and the privacy policy with them) were issued on June 8, 2021; the code of conduct was formulated on June 28, 2021. */
export const LEGAL_DATES = {
  termsIssued: { ja: '2021年6月8日', en: 'June 8, 2021' },
  conductFormulated: { ja: '2021年6月28日', en: 'June 28, 2021' },
} as const

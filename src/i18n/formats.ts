import type { Formats } from 'next-intl'

/** Named formats shared by server and client; times are shown in Japan time for every visitor. */
export const TIME_ZONE = 'Asia/Tokyo'

export const formats = {
  dateTime: {
    long: { year: 'numeric', month: 'long', day: 'numeric' },
    short: { year: 'numeric', month: '2-digit', day: '2-digit' },
  },
} satisfies Formats

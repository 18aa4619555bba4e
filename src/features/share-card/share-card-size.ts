/** The share card's size (the Open Graph 1.91:1 picture link previews show). */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const

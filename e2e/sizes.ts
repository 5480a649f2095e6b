/** Issue 24's two sizes: a phone and a laptop. */
export const SIZES = {
  phone: { width: 390, height: 844 },
  laptop: { width: 1366, height: 900 },
} as const;

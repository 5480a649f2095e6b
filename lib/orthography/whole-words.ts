const letter = String.raw`[\p{L}\p{N}_]`;

/** A finder of the given words and phrases, whole and in any case, in a text: each as written there. */
export function wholeWordFinder(words: readonly string[]): (text: string) => string[] {
  const pattern = new RegExp(
    `(?<!${letter})(${words.map((w) => w.replace(" ", String.raw`\s+`)).join("|")})(?!${letter})`,
    "giu",
  );
  return (text) => [...text.matchAll(pattern)].map((m) => m[1]!);
}

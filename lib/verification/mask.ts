/** 'Lucía García Fernández' → 'L*** G*** F***': enough to recognise one's own paper, not to learn a name. */
export function maskName(fullName: string): string {
  return fullName
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => `${[...word][0]!.toLocaleUpperCase("es")}***`)
    .join(" ");
}

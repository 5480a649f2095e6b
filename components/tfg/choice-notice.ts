export type Choice = "degree" | "term" | "area" | "director";

/** Section 5's empty-state message of each select of the request's cascade. */
export const EMPTY_CHOICE: Record<Choice, string> = {
  degree: "No se han encontrado titulaciones con áreas temáticas disponibles",
  term: "No se han encontrado convocatorias abiertas para esta titulación",
  area: "No se han encontrado áreas temáticas disponibles para esta titulación, por favor escoge otra",
  director: "No hay directores disponibles para este área temática",
};

/**
 * What a select of the cascade says under it: why its options could not be read, or, once it is
 * `ready` (the choice before it is made) and loaded with no options, its empty-state message.
 */
export function choiceNotice(
  which: Choice,
  list: { loading: boolean; error: string | null },
  options: number,
  ready: boolean,
): { kind: "error" | "empty"; text: string } | null {
  if (list.error) return { kind: "error", text: list.error };
  if (ready && !list.loading && options === 0) return { kind: "empty", text: EMPTY_CHOICE[which] };
  return null;
}

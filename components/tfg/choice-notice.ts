import type { TfgT } from "@/lib/tfg/labels";

export type Choice = "degree" | "term" | "area" | "director";

/**
 * What a select of the cascade says under it: why its options could not be read, or, once it is
 * `ready` (the choice before it is made) and loaded with no options, its empty-state message
 * (section 5's, `tfg.requests.choice.empty.*`).
 */
export function choiceNotice(
  which: Choice,
  list: { loading: boolean; error: string | null },
  options: number,
  ready: boolean,
  t: TfgT,
): { kind: "error" | "empty"; text: string } | null {
  if (list.error) return { kind: "error", text: list.error };
  if (ready && !list.loading && options === 0) return { kind: "empty", text: t(`requests.choice.empty.${which}`) };
  return null;
}

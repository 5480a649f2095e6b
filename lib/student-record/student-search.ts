import { apiPath, apiRequest, ApiRequestError } from "@/lib/client/api-request";
import type { StudentRow, StudentSearchRow } from "./schemas";
import { foldSearchText } from "./search-text";

const PAGE = 20;
const DNI_OR_NIE = /^([0-9]{7,8}|[XYZ][0-9]{7})[A-Z]$/;

const haystack = (s: StudentSearchRow) => foldSearchText(`${s.name} ${s.surnames} ${s.dni} ${s.email ?? ""}`);

/**
 * The student picker's suggestions through the student-file search (within the caller's scope): a
 * whole DNI/NIE by the DNI lookup, an e-mail by e-mail, anything else by name and by surnames on its
 * longest word, keeping those whose name, surnames, DNI or e-mail hold every word typed.
 */
export async function searchStudentsByText(text: string): Promise<StudentSearchRow[]> {
  const term = text.trim();
  const upper = term.toUpperCase();
  if (DNI_OR_NIE.test(upper)) {
    try {
      const s = await apiRequest<StudentRow>(apiPath`/student-record-api/user/${upper}`);
      return [{ userId: s.userId, dni: s.dni, name: s.name, surnames: s.surnames, email: s.email }];
    } catch (err) {
      if (err instanceof ApiRequestError && err.status === 404) return [];
      throw err;
    }
  }
  const words = foldSearchText(term).split(/\s+/).filter(Boolean);
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), "");
  const kinds = term.includes("@") ? (["email"] as const) : (["family", "name"] as const);
  const pages = await Promise.all(
    kinds.map((kind) =>
      apiRequest<{ content: StudentSearchRow[] }>(
        `${apiPath`/student-record-api/users/${kind}/${kind === "email" ? term : longest}`}?size=${PAGE}`,
      ),
    ),
  );
  const unique = new Map(pages.flatMap((p) => p.content).map((s) => [s.userId, s]));
  return [...unique.values()]
    .filter((s) => words.every((w) => haystack(s).includes(w)))
    .sort((a, b) => `${a.surnames} ${a.name}`.localeCompare(`${b.surnames} ${b.name}`, "es"));
}

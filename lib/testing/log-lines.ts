import { vi } from "vitest";

/** Runs `work` and returns the JSON lines it wrote to stdout (the log as production ships it). */
export async function logLines(work: () => Promise<unknown>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const out = vi.spyOn(process.stdout, "write").mockImplementation((chunk) => {
    written.push(String(chunk));
    return true;
  });
  try {
    await work();
  } finally {
    out.mockRestore();
  }
  return written.filter((w) => w.startsWith("{")).map((w) => JSON.parse(w) as Record<string, unknown>);
}

import { describe, expect, it } from "vitest";
import type { JobStatus } from "@/db/enums/jobs";
import { translator } from "@/lib/i18n/translate";
import { jobOutcomeToast, POLL_ATTEMPTS, POLL_MS, pollJob } from "./poll-job";

const t = translator("es", "tfg");

type State = { progress: number; status: JobStatus };

/** Answers the given states in turn (the last one again), or throws where a state is an Error. */
function job(...states: Array<State | Error>) {
  let calls = 0;
  const check = async () => {
    const next = states[Math.min(calls++, states.length - 1)]!;
    if (next instanceof Error) throw next;
    return next;
  };
  return { check, calls: () => calls };
}

const fast = { everyMs: 0 };

describe("polling a CSV job (sections 7 and 8)", () => {
  it("asks every 1000 ms, at most 100 times", () => {
    expect([POLL_MS, POLL_ATTEMPTS]).toEqual([1000, 100]);
  });

  it("hands each progress on and ends FINISHED: 'Se ha completado el procesamiento del fichero.'", async () => {
    const seen: number[] = [];
    const j = job(
      { progress: 0, status: "PENDING" },
      { progress: 40, status: "RUNNING" },
      { progress: 100, status: "FINISHED" },
    );
    const outcome = await pollJob(j.check, (p) => seen.push(p), fast);
    expect(outcome).toBe("FINISHED");
    expect(seen).toEqual([0, 40, 100]);
    expect(jobOutcomeToast(outcome, t)).toEqual({
      message: "Se ha completado el procesamiento del fichero.",
      variant: "success",
    });
  });

  it.each([
    [
      "a FAILED job",
      [
        { progress: 10, status: "RUNNING" },
        { progress: 10, status: "FAILED" },
      ],
      "FAILED",
      "Error durante el procesamiento del fichero.",
    ],
    [
      "a failed check",
      [{ progress: 10, status: "RUNNING" }, new Error("red")],
      "UNREACHABLE",
      "Error al comprobar el estado del procesamiento.",
    ],
    [
      "a job still RUNNING after every attempt",
      [{ progress: 10, status: "RUNNING" }],
      "TIMEOUT",
      "Tiempo de espera excedido.",
    ],
  ] as const)("%s ends with an error toast", async (_, states, expected, message) => {
    const outcome = await pollJob(job(...(states as readonly (State | Error)[])).check, () => {}, fast);
    expect(outcome).toBe(expected);
    expect(jobOutcomeToast(outcome, t)).toEqual({ message, variant: "error" });
  });

  it("gives up after exactly the given number of attempts", async () => {
    const j = job({ progress: 5, status: "RUNNING" });
    expect(await pollJob(j.check, () => {}, { attempts: 100, everyMs: 0 })).toBe("TIMEOUT");
    expect(j.calls()).toBe(100);
  });
});

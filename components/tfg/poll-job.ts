import type { ToastOptions } from "@/components/ui/toast";
import type { JobStatus } from "@/db/enums/jobs";
import type { TfgT } from "@/lib/tfg/labels";

export const POLL_MS = 1000;
export const POLL_ATTEMPTS = 100;

export type JobOutcome = "FINISHED" | "FAILED" | "TIMEOUT" | "UNREACHABLE";

/** Section 8's toast for each way a polled job ends (`tfg.csv.jobs.*`). */
export const jobOutcomeToast = (outcome: JobOutcome, t: TfgT): ToastOptions => ({
  message: t(`csv.jobs.${outcome}`),
  variant: outcome === "FINISHED" ? "success" : "error",
});

/**
 * Asks for a background job's state every `everyMs`, at most `attempts` times (section 7), handing
 * each progress on, until it is FINISHED or FAILED, the attempts run out, or a check fails.
 */
export async function pollJob(
  check: () => Promise<{ progress: number; status: JobStatus }>,
  onProgress: (progress: number) => void,
  { attempts = POLL_ATTEMPTS, everyMs = POLL_MS } = {},
): Promise<JobOutcome> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    let state;
    try {
      state = await check();
    } catch {
      return "UNREACHABLE";
    }
    onProgress(state.progress);
    if (state.status === "FINISHED" || state.status === "FAILED") return state.status;
  }
  return "TIMEOUT";
}

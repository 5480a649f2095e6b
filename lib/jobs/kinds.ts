import { REQUESTS_CSV_JOB, requestsCsvJob } from "@/lib/tfg/csv-job";
import type { JobHandlers } from "./types";

/** Every kind of background job the portal runs; a module adds its line here. */
export const jobHandlers: JobHandlers = {
  [REQUESTS_CSV_JOB]: requestsCsvJob(),
};

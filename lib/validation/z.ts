import { es } from "zod/locales";
import * as z from "./zod-api";

// Spanish default messages for every schema, on the client and the server alike. In the browser, no
// compiled parsers: the page's CSP forbids eval, and zod's probe for it would be reported as a violation.
z.config({ ...es(), jitless: typeof window !== "undefined" });

export { z };

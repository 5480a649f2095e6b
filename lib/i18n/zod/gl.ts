import { es } from "zod/locales";

// Placeholder until the translated map lands: Spanish.
export default es;

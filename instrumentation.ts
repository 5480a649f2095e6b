export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("./lib/startup");
  try {
    await startServer();
  } catch (err) {
    // A half-started server would answer 500 to everything: stop instead, saying why.
    console.error("No se ha podido arrancar el Portal de servicios:", err instanceof Error ? err.message : err);
    process.exit(1);
  }
}

/**
 * next-auth's own sign-out protocol (a CSRF token, then a form POST), without shipping its client
 * library to every page of the shell.
 */
export async function signOut(): Promise<void> {
  const { csrfToken } = (await (await fetch("/api/auth/csrf")).json()) as { csrfToken: string };
  await fetch("/api/auth/signout", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, callbackUrl: "/", json: "true" }),
  });
}

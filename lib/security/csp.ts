/** A fresh, unguessable nonce for one response: 128 random bits in base64. */
export const newNonce = (): string => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");

/**
 * The portal's Content-Security-Policy for one response. Scripts run only with this response's nonce
 * (Next puts it on every script it renders, reading it from the request's policy), and the scripts those
 * load ('strict-dynamic'). Styles keep 'unsafe-inline': Radix sets `style` attributes (Switch) and injects a
 * `<style>` without a nonce for the dialogs' scroll lock, and the notification preview's srcdoc, which inherits
 * this policy, has its own `<style>`. A style cannot run code, so this keeps the protection that matters.
 */
export function contentSecurityPolicy(nonce: string, { dev = process.env.NODE_ENV === "development" } = {}): string {
  return [
    "default-src 'self'",
    // The dev server evaluates code for its error overlay; production never does.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // The QR decoder of 'Control de acceso' (qr-scanner) runs in a worker it builds from a blob: URL.
    "worker-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The web app manifest, named here as worker-src is: 'strict-dynamic' ignores 'self'.
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/* eslint-disable @next/next/no-html-link-for-pages -- plain anchors, as the shell's menu: no client router code on every page */

/** The footer of every page, public ones too: the accessibility statement and the privacy notice. */
export function LegalFooter() {
  return (
    <footer className="no-print border-t border-gray-200 bg-white px-4 py-3 text-sm text-gray-700">
      <nav aria-label="Información legal" className="flex flex-wrap gap-x-6 gap-y-1">
        <a href="/accesibilidad" className="underline hover:text-blue-800">
          Accesibilidad
        </a>
        <a href="/privacidad" className="underline hover:text-blue-800">
          Privacidad
        </a>
      </nav>
    </footer>
  );
}

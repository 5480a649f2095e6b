const BROWSERS: [RegExp, string][] = [
  [/Edg\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/OPR\//, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/Chrome\/|CriOS\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

const first = (table: [RegExp, string][], text: string) => table.find(([pattern]) => pattern.test(text))?.[1];

/** A device's name for 'Avisos', from its User-Agent: 'Chrome en Android'. Nothing more of the header is kept. */
export function deviceName(userAgent: string | null): string {
  const ua = userAgent ?? "";
  const browser = first(BROWSERS, ua) ?? "Navegador";
  const system = first(SYSTEMS, ua);
  return system ? `${browser} en ${system}` : browser;
}

import {
  util,
  type $ZodErrorMap,
  type $ZodInvalidTypeExpected,
  type $ZodStringFormatIssues,
  type $ZodStringFormats,
} from "zod/v4/core";

// zod's own messages in Basque, built like zod's locales (zod/v4/locales/es.js, ca.js): zod ships none.

const error: () => $ZodErrorMap = () => {
  const Sizable: Record<string, { unit: string; verb: string }> = {
    string: { unit: "karaktere", verb: "izan" },
    file: { unit: "byte", verb: "izan" },
    array: { unit: "elementu", verb: "izan" },
    set: { unit: "elementu", verb: "izan" },
    map: { unit: "elementu", verb: "izan" },
  };

  function getSizing(origin: string): { unit: string; verb: string } | null {
    return Sizable[origin] ?? null;
  }

  /** What a size is about, as the subject of "… izan behar ditu" (ergative): "testuak gehienez 5 karaktere…". */
  const SizedOrigin: Record<string, string> = {
    string: "testuak",
    file: "fitxategiak",
    array: "zerrendak",
    set: "multzoak",
    map: "mapak",
  };

  /** What a limit is about, as the subject of "… izan behar da" (absolutive): "zenbakia gehienez 10…". */
  const LimitedOrigin: Record<string, string> = {
    number: "zenbakia",
    bigint: "zenbakia",
    int: "zenbakia",
    date: "data",
  };

  /** The thing whose format is wrong, before "baliogabea": "posta elektronikoko helbide baliogabea". */
  const FormatDictionary: {
    [k in $ZodStringFormats | (string & {})]?: string;
  } = {
    regex: "sarrera",
    email: "posta elektronikoko helbide",
    url: "URL",
    emoji: "emoji",
    uuid: "UUID",
    uuidv4: "UUIDv4",
    uuidv6: "UUIDv6",
    nanoid: "nanoid",
    guid: "GUID",
    cuid: "cuid",
    cuid2: "cuid2",
    ulid: "ULID",
    xid: "XID",
    ksuid: "KSUID",
    datetime: "ISO data eta ordu",
    date: "ISO data",
    time: "ISO ordu",
    duration: "ISO iraupen",
    ipv4: "IPv4 helbide",
    ipv6: "IPv6 helbide",
    mac: "MAC helbide",
    cidrv4: "IPv4 barruti",
    cidrv6: "IPv6 barruti",
    base64: "base64 bidez kodetutako kate",
    base64url: "base64url bidez kodetutako kate",
    json_string: "JSON kate",
    e164: "E.164 zenbaki",
    credit_card: "kreditu-txartelaren zenbaki",
    currency_code: "moneta-kode",
    iban: "IBAN",
    jwt: "JWT",
    template_literal: "sarrera",
  };

  const TypeDictionary: {
    [k in $ZodInvalidTypeExpected | (string & {})]?: string;
  } = {
    nan: "NaN",
    string: "testua",
    number: "zenbakia",
    boolean: "boolearra",
    array: "zerrenda",
    object: "objektua",
    set: "multzoa",
    file: "fitxategia",
    date: "data",
    bigint: "zenbaki handia",
    symbol: "ikurra",
    undefined: "zehaztugabea",
    null: "nulua",
    function: "funtzioa",
    map: "mapa",
    record: "erregistroa",
    tuple: "tupla",
    enum: "enumerazioa",
    union: "bildura",
    literal: "literala",
    promise: "promesa",
    void: "hutsa",
    never: "inoiz ez",
    unknown: "ezezaguna",
    any: "edozein",
  };

  const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

  return (issue) => {
    switch (issue.code) {
      case "invalid_type": {
        const expected = TypeDictionary[issue.expected] ?? issue.expected;
        const receivedType = util.parsedType(issue.input);
        const received = TypeDictionary[receivedType] ?? receivedType;
        if (/^[A-Z]/.test(issue.expected)) {
          return `Mota baliogabea: instanceof ${issue.expected} espero zen, ${received} jaso da`;
        }
        return `Mota baliogabea: ${expected} espero zen, ${received} jaso da`;
      }
      case "invalid_value":
        if (issue.values.length === 1)
          return `Balio baliogabea: ${util.stringifyPrimitive(issue.values[0])} espero zen`;
        return `Aukera baliogabea: hauetako bat espero zen: ${util.joinValues(issue.values, "|")}`;
      case "too_big": {
        const max = issue.maximum.toString();
        const sizing = getSizing(issue.origin);
        if (sizing) {
          const amount = issue.inclusive ? `gehienez ${max} ${sizing.unit}` : `${max} ${sizing.unit} baino gutxiago`;
          return `Handiegia: ${SizedOrigin[issue.origin] ?? "balioak"} ${amount} izan behar ditu`;
        }
        const bound = issue.inclusive ? `gehienez ${max}` : `${max} baino txikiagoa`;
        return `Handiegia: ${LimitedOrigin[issue.origin] ?? "balioa"} ${bound} izan behar da`;
      }
      case "too_small": {
        const min = issue.minimum.toString();
        const sizing = getSizing(issue.origin);
        if (sizing) {
          const amount = issue.inclusive ? `gutxienez ${min} ${sizing.unit}` : `${min} ${sizing.unit} baino gehiago`;
          return `Txikiegia: ${SizedOrigin[issue.origin] ?? "balioak"} ${amount} izan behar ditu`;
        }
        const bound = issue.inclusive ? `gutxienez ${min}` : `${min} baino handiagoa`;
        return `Txikiegia: ${LimitedOrigin[issue.origin] ?? "balioa"} ${bound} izan behar da`;
      }
      case "invalid_format": {
        const _issue = issue as $ZodStringFormatIssues;
        if (_issue.format === "starts_with") return `Formatu baliogabea: hasieran "${_issue.prefix}" izan behar du`;
        if (_issue.format === "ends_with") return `Formatu baliogabea: amaieran "${_issue.suffix}" izan behar du`;
        if (_issue.format === "includes") return `Formatu baliogabea: "${_issue.includes}" izan behar du barnean`;
        if (_issue.format === "regex") return `Formatu baliogabea: ${_issue.pattern} ereduarekin bat etorri behar du`;
        return `${capitalized(FormatDictionary[_issue.format] ?? issue.format)} baliogabea`;
      }
      case "not_multiple_of":
        return `Zenbaki baliogabea: ${issue.divisor} zenbakiaren multiploa izan behar da`;
      case "unrecognized_keys":
        return issue.keys.length > 1
          ? `Gako ezezagunak: ${util.joinValues(issue.keys, ", ")}`
          : `Gako ezezaguna: ${util.joinValues(issue.keys, ", ")}`;
      case "invalid_key":
        return `Gako baliogabea hemen: ${TypeDictionary[issue.origin] ?? issue.origin}`;
      case "invalid_union":
        return "Sarrera baliogabea";
      case "invalid_element":
        return `Balio baliogabea hemen: ${TypeDictionary[issue.origin] ?? issue.origin}`;
      default:
        return "Sarrera baliogabea";
    }
  };
};

export default function eu(): { localeError: $ZodErrorMap } {
  return { localeError: error() };
}

import {
  util,
  type $ZodErrorMap,
  type $ZodInvalidTypeExpected,
  type $ZodStringFormatIssues,
  type $ZodStringFormats,
} from "zod/v4/core";

// zod's own messages in Galician, built like zod's locales (zod/v4/locales/es.js, ca.js): zod ships none.

const error: () => $ZodErrorMap = () => {
  const Sizable: Record<string, { unit: string; verb: string }> = {
    string: { unit: "caracteres", verb: "ter" },
    file: { unit: "bytes", verb: "ter" },
    array: { unit: "elementos", verb: "ter" },
    set: { unit: "elementos", verb: "ter" },
    map: { unit: "elementos", verb: "ter" },
  };

  function getSizing(origin: string): { unit: string; verb: string } | null {
    return Sizable[origin] ?? null;
  }

  /** What a size or a limit is about, with its article: "agardábase que o texto tivese…". */
  const OriginDictionary: Record<string, string> = {
    string: "o texto",
    number: "o número",
    bigint: "o número",
    int: "o número",
    date: "a data",
    file: "o ficheiro",
    array: "a lista",
    set: "o conxunto",
    map: "o mapa",
  };

  const FormatDictionary: {
    [k in $ZodStringFormats | (string & {})]?: string;
  } = {
    regex: "entrada",
    email: "enderezo de correo electrónico",
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
    datetime: "data e hora ISO",
    date: "data ISO",
    time: "hora ISO",
    duration: "duración ISO",
    ipv4: "enderezo IPv4",
    ipv6: "enderezo IPv6",
    mac: "enderezo MAC",
    cidrv4: "rango IPv4",
    cidrv6: "rango IPv6",
    base64: "cadea codificada en base64",
    base64url: "cadea codificada en base64url",
    json_string: "cadea JSON",
    e164: "número E.164",
    credit_card: "número de tarxeta de crédito",
    currency_code: "código de moeda",
    iban: "IBAN",
    jwt: "JWT",
    template_literal: "entrada",
  };

  const TypeDictionary: {
    [k in $ZodInvalidTypeExpected | (string & {})]?: string;
  } = {
    nan: "NaN",
    string: "texto",
    number: "número",
    boolean: "booleano",
    array: "lista",
    object: "obxecto",
    set: "conxunto",
    file: "ficheiro",
    date: "data",
    bigint: "número grande",
    symbol: "símbolo",
    undefined: "indefinido",
    null: "nulo",
    function: "función",
    map: "mapa",
    record: "rexistro",
    tuple: "tupla",
    enum: "enumeración",
    union: "unión",
    literal: "literal",
    promise: "promesa",
    void: "baleiro",
    never: "nunca",
    unknown: "descoñecido",
    any: "calquera",
  };

  return (issue) => {
    switch (issue.code) {
      case "invalid_type": {
        const expected = TypeDictionary[issue.expected] ?? issue.expected;
        const receivedType = util.parsedType(issue.input);
        const received = TypeDictionary[receivedType] ?? receivedType;
        if (/^[A-Z]/.test(issue.expected)) {
          return `Tipo non válido: agardábase instanceof ${issue.expected}, recibiuse ${received}`;
        }
        return `Tipo non válido: agardábase ${expected}, recibiuse ${received}`;
      }
      case "invalid_value":
        if (issue.values.length === 1)
          return `Valor non válido: agardábase ${util.stringifyPrimitive(issue.values[0])}`;
        return `Opción non válida: agardábase unha de ${util.joinValues(issue.values, "|")}`;
      case "too_big": {
        const adj = issue.inclusive ? "como máximo" : "menos de";
        const sizing = getSizing(issue.origin);
        const origin = OriginDictionary[issue.origin] ?? "o valor";
        if (sizing)
          return `Demasiado grande: agardábase que ${origin} tivese ${adj} ${issue.maximum.toString()} ${sizing.unit}`;
        return `Demasiado grande: agardábase que ${origin} fose ${adj} ${issue.maximum.toString()}`;
      }
      case "too_small": {
        const adj = issue.inclusive ? "como mínimo" : "máis de";
        const sizing = getSizing(issue.origin);
        const origin = OriginDictionary[issue.origin] ?? "o valor";
        if (sizing)
          return `Demasiado pequeno: agardábase que ${origin} tivese ${adj} ${issue.minimum.toString()} ${sizing.unit}`;
        return `Demasiado pequeno: agardábase que ${origin} fose ${adj} ${issue.minimum.toString()}`;
      }
      case "invalid_format": {
        const _issue = issue as $ZodStringFormatIssues;
        if (_issue.format === "starts_with") return `Formato non válido: debe comezar por "${_issue.prefix}"`;
        if (_issue.format === "ends_with") return `Formato non válido: debe rematar en "${_issue.suffix}"`;
        if (_issue.format === "includes") return `Formato non válido: debe incluír "${_issue.includes}"`;
        if (_issue.format === "regex") return `Formato non válido: debe coincidir co patrón ${_issue.pattern}`;
        return `Formato non válido para ${FormatDictionary[_issue.format] ?? issue.format}`;
      }
      case "not_multiple_of":
        return `Número non válido: debe ser múltiplo de ${issue.divisor}`;
      case "unrecognized_keys":
        return issue.keys.length > 1
          ? `Claves non recoñecidas: ${util.joinValues(issue.keys, ", ")}`
          : `Clave non recoñecida: ${util.joinValues(issue.keys, ", ")}`;
      case "invalid_key":
        return `Clave non válida en ${TypeDictionary[issue.origin] ?? issue.origin}`;
      case "invalid_union":
        return "Entrada non válida";
      case "invalid_element":
        return `Valor non válido en ${TypeDictionary[issue.origin] ?? issue.origin}`;
      default:
        return "Entrada non válida";
    }
  };
};

export default function gl(): { localeError: $ZodErrorMap } {
  return { localeError: error() };
}

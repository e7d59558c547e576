/**
 * The site speaks to a Spanish-speaking player as "tú", in every package. These are the "usted"
 * forms the texts once mixed in: imperatives (Introduzca, Elija, Inténtelo...), "su/sus" for the
 * player's own things (su saldo, sus apuestas...), "le quedan", and usted verbs (tiene, quiere,
 * recibió...). "su" for someone else's thing (the other member's bank) is not in the list.
 */
const USTED_FORMS: readonly RegExp[] = [
  /\busted\b/i,
  /\b(Introduzca|Introdúzcalo|Elija|Escriba|Indique|Apueste|Pulse|Inicie|Inténtelo|Pague|Revise|Use|Contacte|Fije|Elimine|Pida|Compruébelo|Pruebe|Cargue|Separe|Transfiera|Responda|Confirme)\b/,
  /\b(introduzca|escriba|fije|revise|responda|díganos)\b/,
  // "confirme" is also the subjunctive of a third person ("cuando ese miembro lo confirme").
  /\bconfirme(,| cada)/,
  /\b(su|sus) (saldo|apuestas?|números|monedero|comprobante|pago|cuenta|cuentas|nombre|correo|contraseña|lista|retiro)\b/i,
  /\ble quedan\b/i,
  /\bAún no tiene\b|(^|\. )Tiene \{\{|Puede tener como máximo|¿Cómo quiere\b|\bque (recibió|escribió|ve)\b/,
];

/** Every text of a bundle with its dotted key ("betting.pickProblem.empty"). */
function texts(bundle: unknown, prefix = ''): [string, string][] {
  if (typeof bundle === 'string') return [[prefix, bundle]];
  if (typeof bundle !== 'object' || bundle === null) return [];
  return Object.entries(bundle).flatMap(([key, value]) => texts(value, prefix ? `${prefix}.${key}` : key));
}

/** The Spanish texts of `resources.es` that address the player as "usted" ([key, text] pairs). */
export function spanishUstedTexts(resources: Record<string, unknown>): [string, string][] {
  return texts(resources.es).filter(([, text]) => USTED_FORMS.some((form) => form.test(text)));
}

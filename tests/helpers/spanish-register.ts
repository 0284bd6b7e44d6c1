/**
 * Tells tú and vosotros from usted in Spanish text, for the tests that keep the site's register (the seed content and
 * catalogs in tests/unit/spanish-register.spec.ts, the rendered Spanish pages in tests/e2e/public-site.spec.ts).
 *
 * The site's Spanish addresses the reader as usted (README › Language and register). These are the words that
 * give away tú or vosotros: their pronouns and possessives, the vosotros endings -áis/-éis, and the verb forms
 * the seed content used before it was rewritten (tú's present and subjunctive, imperatives with a pronoun
 * attached, vosotros imperatives). A bare imperative such as "descubre" or "consulta" is also a third person
 * ("el alumnado descubre", "la consulta"), so those count only where a sentence starts with them (and not after
 * "¿": "¿Busca otra ciudad?" is usted's question), leaving out those that also start a usted sentence as a noun
 * or third person ("Escucha activa", "Recuerda el idioma elegido").
 */
const word = (list: string) => `(?<![\\p{L}\\p{N}])(?:${list})(?![\\p{L}\\p{N}])`
const pronouns = 'tú|tu|tus|te|ti|contigo|tuyo|tuya|tuyos|tuyas|os|vosotros|vosotras|vuestro|vuestra|vuestros|vuestras'
const vosotros =
  '\\p{L}+(?:áis|éis)|sois|vais|acordad|dad|empezad|consultad|contactad|escribidnos|contadnos|aseguraos|fiaros|haceros|sentaros'
const tuForms = [
  'puedes|tienes|quieres|necesitas|sabes|estás|eres|vas|vienes|prefieres|buscas|llevas|piensas|preparas|estudias',
  'sientes|encuentras|conoces|haces|dices|puedas|quieras|tengas|hayas|elijas|vayas|dejes|intentes|pagues|compres',
  'envíes|cuentes|fíes|pongas',
  'cuéntanos|escríbenos|pregúntanos|visítanos|conócenos|contáctanos|llámanos|síguenos|pídenos|infórmate|asegúrate',
  'apúntate|prepárate|preséntate|ponte|únete|suscríbete|plantéalo|compruébalo|confírmalo|guárdalo|explícale',
  'enséñale|cuéntaselo|dale',
].join('|')
const tuImperatives =
  'Descubre|Planifica|Contacta|Pide|Habla|Recorre|Aprende|Elige|Organiza|Asegura|Compara|Añade|Empieza|Explora|Pasea|Contempla|Sigue|Lleva|Guarda|Activa|Apunta|Comprueba|Mantén|Ten|Haz|Pon|Lee|Acuerda|Repasa|Comparte|Viaja|Completa|Busca|Avisa|Cambia|Propón|Intenta|Mira|Únete'

const anywhere = new RegExp(word(`${pronouns}|${vosotros}|${tuForms}`), 'giu')
const sentenceStart = new RegExp(`(?:^|[.:?!]\\s+)(${tuImperatives})(?![\\p{L}\\p{N}])`, 'gu')
const notVosotros = new Set(['dieciséis'])

/** The tú and vosotros words of a text. Quoted words («…») are someone else's and keep their own register. */
export function informalWords(text: string): string[] {
  const own = text.replace(/«[^»]*»/g, ' ')
  const found = [...own.matchAll(anywhere)].map((m) => m[0]).filter((w) => !notVosotros.has(w.toLowerCase()))
  return [...found, ...[...own.matchAll(sentenceStart)].map((m) => m[1]!)]
}

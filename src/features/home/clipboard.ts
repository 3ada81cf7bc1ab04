/** A vehicle query recognised in pasted text: the car it names and the words left for the keyword. */
export type VehicleQuery = { make: string; model: string; year?: number; rest: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const wordIn = (word: string, text: string) =>
  new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}($|[^\\p{L}\\p{N}])`, 'iu').test(text);
const without = (text: string, word: string) =>
  text.replace(new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}(?=$|[^\\p{L}\\p{N}])`, 'giu'), '$1');

/**
 * The clipboard advisory (docs/product.md#messages) asks before pasting text that looks like a vehicle
 * query: text naming a model of the car catalogue (with or without its make), e.g. 'Perodua Myvi 2021 wiper'.
 */
export function vehicleQueryIn(text: string, specs: readonly { make: string; model: string }[]): VehicleQuery | null {
  const clean = text.trim().slice(0, 200);
  if (clean === '') return null;
  const models = new Map<string, { make: string; model: string }>();
  for (const spec of specs) models.set(`${spec.make}\n${spec.model}`, spec);
  // the longest model name first, so 'Myvi' does not win over 'Myvi GEN3'-like names
  const found = [...models.values()]
    .sort((a, b) => b.model.length - a.model.length)
    .find((spec) => wordIn(spec.model, clean));
  if (!found) return null;
  const yearMatch = /\b(19[89]\d|20\d\d)\b/.exec(clean);
  let rest = without(without(clean, found.model), found.make);
  if (yearMatch) rest = without(rest, yearMatch[1]!);
  return {
    make: found.make,
    model: found.model,
    year: yearMatch ? Number(yearMatch[1]) : undefined,
    rest: rest.replace(/\s+/g, ' ').trim(),
  };
}

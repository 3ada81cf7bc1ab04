import { invalidRequest } from './errors';

/**
 * Stripe's request encoding: `application/x-www-form-urlencoded` whose keys carry nesting in
 * brackets (`line_items[0][price_data][unit_amount]=15900`, `metadata[order_no]=RD1`,
 * `expand[0]=latest_charge`), the same in GET query strings. The SDK writes arrays with indices;
 * browsers and hand-written requests may write `expand[]=…`, so both are read.
 */
export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/** Keys nested deeper than this are refused rather than followed (a request, not a data format). */
const MAX_DEPTH = 8;

/** One key's path: `a[b][0][]` → ['a', 'b', '0', '']; null when the brackets do not close. */
function keyPath(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  const path = [key.slice(0, open)];
  const rest = key.slice(open);
  const segment = /\[([^[\]]*)\]/y;
  let at = 0;
  while (at < rest.length) {
    segment.lastIndex = at;
    const match = segment.exec(rest);
    if (!match) return null;
    path.push(match[1] ?? '');
    at = segment.lastIndex;
  }
  return path;
}

const decode = (text: string): string => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    throw invalidRequest(`Invalid URL encoding: ${text.slice(0, 40)}`);
  }
};

// Containers are built without a prototype, so keys such as `__proto__` are plain data here.
const container = (): FormObject => Object.create(null) as FormObject;

const isContainer = (value: FormValue | undefined): value is FormObject =>
  typeof value === 'object' && !Array.isArray(value);

/** Objects whose keys are all indices become arrays, in index order; the rest stay objects. */
function settle(value: FormValue): FormValue {
  if (!isContainer(value)) return value;
  const entries = Object.entries(value).map(([key, child]): [string, FormValue] => [key, settle(child)]);
  if (entries.length > 0 && entries.every(([key]) => /^(0|[1-9]\d{0,5})$/.test(key))) {
    return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
  }
  for (const [key, child] of entries) value[key] = child;
  return value;
}

/** Parses a form body or query string into nested objects and arrays. */
export function parseForm(text: string): FormObject {
  const root = container();
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawKey = decode(equals === -1 ? pair : pair.slice(0, equals));
    const value = decode(equals === -1 ? '' : pair.slice(equals + 1));
    const path = keyPath(rawKey);
    if (!path || path[0] === '' || path.length > MAX_DEPTH) throw invalidRequest(`Invalid parameter name: ${rawKey}`);
    let node = root;
    for (const [depth, part] of path.entries()) {
      // `[]` appends: its index is the number of entries already there
      const segment = part === '' ? String(Object.keys(node).length) : part;
      const existing = node[segment];
      if (depth === path.length - 1) {
        if (isContainer(existing)) throw invalidRequest(`Invalid parameter: ${rawKey} is both a value and a hash`);
        node[segment] = value;
        continue;
      }
      const next = existing ?? container();
      if (!isContainer(next)) throw invalidRequest(`Invalid parameter: ${rawKey} is both a value and a hash`);
      node[segment] = next;
      node = next;
    }
  }
  // the top level is always a hash of parameter names, even names that look like indices
  for (const [key, child] of Object.entries(root)) root[key] = settle(child);
  return root;
}

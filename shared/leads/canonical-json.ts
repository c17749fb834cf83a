// One spelling of a JSON value whatever the order of its keys, so two copies of a lead can be
// compared as text: the form compares the answers it sends, the lead API a repeated submission with
// the stored one (PostgreSQL's jsonb gives keys back in its own order). No Node or DOM imports.

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const byCodeUnits = ([a]: [string, unknown], [b]: [string, unknown]): number =>
  a < b ? -1 : a > b ? 1 : 0;

/**
 * `value` (an object or array) as JSON with every object's keys sorted. Like JSON.stringify, it
 * leaves out undefined properties (an optional field not given) and calls toJSON.
 */
export function canonicalJson(value: object): string {
  return JSON.stringify(value, (_key, nested: unknown) =>
    isPlainObject(nested) ? Object.fromEntries(Object.entries(nested).sort(byCodeUnits)) : nested,
  );
}

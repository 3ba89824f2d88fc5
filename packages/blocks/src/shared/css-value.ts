/**
 * A CSS value from block JSON, if the browser accepts it for `property`, else the fallback:
 * hostile or mistyped JSON styles nothing (no `url()` fetch, no `var()` reaching into the page,
 * no extra declarations).
 */
export const cssValue = (property: string, value: string, fallback: string): string =>
  value !== '' && !/url\(|var\(|expression|[;{}]/i.test(value) && CSS.supports(property, value) ? value : fallback;

/**
 * SPEC.md §8 "Data layer": the text of a request that got no answer, exactly (the fallback of
 * `api.network`). A module of its own, with no imports, in the chunk every page loads
 * (runtime-shared): the lazy client names it when the data layer's code itself cannot load. The
 * other §8 texts are only ever shown by that code, and ship with it (api-messages.ts).
 */
export const API_NETWORK_TEXT = 'Unable to connect…';

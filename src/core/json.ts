/** Plain data: what a state, step, option payload or event may hold, so it survives JSON. */
export type Json = null | boolean | number | string | readonly Json[] | { readonly [k: string]: Json | undefined };
export type JsonObject = { readonly [k: string]: Json | undefined };

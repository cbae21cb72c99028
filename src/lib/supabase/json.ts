/** A JSON value, as Postgres jsonb columns hold it. */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[];

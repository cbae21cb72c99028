interface ImportMetaEnv {
  /** Supabase project URL baked in at build time; default the local server. */
  readonly PUBLIC_SUPABASE_URL?: string;
  /** The project's public anon key; default the local server's well-known key. */
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare namespace astroHTML.JSX {
  interface IntrinsicAttributes {
    /** Hydrate once the first frame is painted (src/scripts/hydrate-after-paint.ts). */
    'client:painted'?: boolean;
  }
}

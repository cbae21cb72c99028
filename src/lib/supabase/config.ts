/**
 * Where the app's Supabase project is. Set PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY at build
 * time for hosted Supabase; without them the app talks to the local Supabase-compatible server
 * (`npm start`) with the CLI's well-known local anon key.
 */

/** The local server's address and the Supabase CLI's public demo anon key (not a secret). */
const LOCAL_URL = 'http://127.0.0.1:54321';
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const fromEnv = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

export const SUPABASE_URL: string = fromEnv(import.meta.env.PUBLIC_SUPABASE_URL) ?? LOCAL_URL;
export const SUPABASE_ANON_KEY: string = fromEnv(import.meta.env.PUBLIC_SUPABASE_ANON_KEY) ?? LOCAL_ANON_KEY;

/**
 * The localStorage key supabase-js keeps the session under. It is the library's own default
 * (`sb-<first label of the host>-auth-token`), passed explicitly so the header script that reads it
 * without loading supabase-js can never disagree with the client that writes it.
 */
export function sessionStorageKey(url: string = SUPABASE_URL): string {
  return `sb-${new URL(url).hostname.split('.')[0] ?? 'local'}-auth-token`;
}

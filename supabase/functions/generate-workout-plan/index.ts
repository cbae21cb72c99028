// Deno entry for hosted Supabase (`supabase functions deploy generate-workout-plan`); all logic is
// in handler.ts, which also runs under Node in the local server.
import handler from './handler.ts';

Deno.serve((request) => handler(request));

/**
 * Loaded by src/scripts/auth-corner.ts when sessions ended on this device still wait for the
 * server: tells it now, and again whenever the browser comes back online while this page is open.
 * (A sign-out always goes on to a new page, which loads this again when something is left.)
 */
import { revokePending } from '@/lib/supabase/sign-out';

void revokePending();
addEventListener('online', () => void revokePending());

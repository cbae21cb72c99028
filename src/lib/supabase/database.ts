/**
 * The tables and functions the app uses, as supabase-js's `Database` type (the shape `supabase gen
 * types typescript` writes), kept by hand in step with supabase/migrations. Rows read from the
 * network are still parsed with zod before use: these types only shape the queries.
 */
/* eslint-disable @typescript-eslint/consistent-type-definitions --
   supabase-js checks rows against Record<string, unknown>, which interfaces (no index signature) fail. */
import type { Json } from './json';

type Table<Row, Insert> = {
  Row: Row;
  Insert: Insert;
  Update: Partial<Insert>;
  Relationships: [];
};

export type ProfileRow = {
  user_id: string;
  display_name: string | null;
  weight: number | null;
  height: number | null;
  health_data_consent_at: string | null;
  created_at: string;
  updated_at: string;
};

export type MealPlanRow = {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  preferences: Json;
  plan_data: Json;
  created_at: string;
};

export type WorkoutPlanRow = {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  plan_data: Json;
  created_at: string;
};

export type WeightEntryRow = {
  user_id: string;
  day: string;
  kg: number;
  waist_cm: number | null;
  updated_at: string;
};

export type TrainingSessionDbRow = {
  id: string;
  user_id: string;
  day: string;
  title: string;
  kind: string;
  duration_min: number | null;
  distance_km: number | null;
  rpe: number | null;
  started_at: string;
  finished_at: string | null;
  updated_at: string;
};

export type TrainingSetDbRow = {
  id: string;
  session_id: string;
  user_id: string;
  exercise: string;
  position: number;
  kg: number | null;
  reps: number | null;
  seconds: number | null;
  done: boolean;
  suggested_kg: number | null;
  target_reps: number | null;
  updated_at: string;
};

type Written<Row> = Omit<Row, 'updated_at' | 'user_id'> & { user_id?: string };

export type Database = {
  public: {
    Tables: {
      profiles: Table<
        ProfileRow,
        {
          user_id: string;
          display_name?: string | null;
          weight?: number | null;
          height?: number | null;
          health_data_consent_at?: string | null;
        }
      >;
      meal_plans: Table<
        MealPlanRow,
        { user_id: string; name: string; description?: string | null; preferences?: Json; plan_data: Json }
      >;
      workout_plans: Table<
        WorkoutPlanRow,
        { user_id: string; name: string; description?: string | null; plan_data: Json }
      >;
      weight_entries: Table<WeightEntryRow, Written<WeightEntryRow>>;
      training_sessions: Table<TrainingSessionDbRow, Written<TrainingSessionDbRow>>;
      training_sets: Table<TrainingSetDbRow, Written<TrainingSetDbRow>>;
    };
    Views: Record<string, never>;
    Functions: {
      delete_my_account: { Args: Record<string, never>; Returns: undefined };
      withdraw_health_data_consent: { Args: Record<string, never>; Returns: undefined };
    };
    Enums: Record<string, never>;
    CompositeTypes: Record<string, never>;
  };
};

/**
 * The two logs, each kept by the one sync mechanism (./synced-log.ts): the weight log (a weigh-in
 * per day, keyed by its day) and the training log (sessions and their sets, keyed by the ids the
 * device makes; a session is sent before its sets).
 */
import { STORED } from '@/lib/storage/keys';

import {
  trainingSessionRowSchema,
  trainingSetRowSchema,
  weighInRowSchema,
  type TrainingTables,
  type WeightTables,
} from './log-rows';
import { createSyncedLog } from './synced-log';

export const weightLog = createSyncedLog<WeightTables>({
  tables: {
    weight_entries: {
      schema: weighInRowSchema,
      keyOf: (row) => row.day,
      keyColumn: 'day',
      onConflict: 'user_id,day',
    },
  },
  order: ['weight_entries'],
  device: STORED.weightLogDevice,
  account: STORED.weightLogAccount,
});

export const trainingLog = createSyncedLog<TrainingTables>({
  tables: {
    training_sessions: {
      schema: trainingSessionRowSchema,
      keyOf: (row) => row.id,
      keyColumn: 'id',
      onConflict: 'id',
    },
    training_sets: {
      schema: trainingSetRowSchema,
      keyOf: (row) => row.id,
      keyColumn: 'id',
      onConflict: 'id',
    },
  },
  order: ['training_sessions', 'training_sets'],
  device: STORED.trainingLogDevice,
  account: STORED.trainingLogAccount,
});

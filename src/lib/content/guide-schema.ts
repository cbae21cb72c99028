import { z } from 'astro/zod';

import { reviewLogSchema, sourceSchema } from './article-schema';

const text = (field: string) =>
  z
    .string({ error: `${field} is required and must be text` })
    .trim()
    .min(1, { error: `${field} must not be empty` });

const list = (field: string, min = 1) =>
  z.array(text(`${field}[]`)).min(min, { error: `${field} must list at least ${min} item(s)` });

/** One strength exercise on /strength-exercises. */
export const exerciseSchema = z.strictObject({
  /** Swedish name, e.g. "Knäböj". */
  name: text('exercises[].name'),
  primaryMuscles: list('exercises[].primaryMuscles'),
  secondaryMuscles: list('exercises[].secondaryMuscles'),
  benefits: list('exercises[].benefits'),
  /** How to perform it, step by step in prose (shown as "Utförande"). */
  description: text('exercises[].description'),
  /** Technique tips. */
  tips: list('exercises[].tips', 2),
});

/** A training type: aerobic or anaerobic training in the comparison. */
export const trainingTypeSchema = z.strictObject({
  type: text('trainingTypes[].type'),
  description: text('trainingTypes[].description'),
  characteristics: list('trainingTypes[].characteristics'),
  examples: list('trainingTypes[].examples'),
  /** Typical intensity in words, e.g. "ca 50–80 % av maxpulsen". */
  heartRate: text('trainingTypes[].heartRate'),
  benefits: list('trainingTypes[].benefits'),
});

/** A heart-rate zone; percentage is a share of maximum heart rate. */
export const heartRateZoneSchema = z.strictObject({
  zone: z.number().int().min(1).max(5),
  /** Short Swedish name such as "Återhämtning". */
  name: text('heartRateZones[].name'),
  percentage: z.strictObject({
    min: z.number().int().min(0).max(100),
    max: z.number().int().min(0).max(100),
  }),
  description: text('heartRateZones[].description'),
  benefits: list('heartRateZones[].benefits'),
  activities: list('heartRateZones[].activities'),
  /** Typical session length in words, e.g. "30–90 minuter". */
  duration: text('heartRateZones[].duration'),
});

/** A cardio plan; weeks.to is absent for an open-ended plan ("vecka 13+"). */
export const cardioPlanSchema = z.strictObject({
  title: text('plans[].title'),
  weeks: z.strictObject({ from: z.number().int().min(1), to: z.number().int().min(1).optional() }),
  /** Sessions per week. */
  frequency: z.strictObject({ min: z.number().int().min(1).max(7), max: z.number().int().min(1).max(7) }),
  structure: list('plans[].structure', 2),
  progression: text('plans[].progression'),
});

const guideBase = {
  /** h1 of the page. */
  title: text('title'),
  /** Ingress under the title; also the meta description. */
  lead: text('lead'),
  /** Reference list shown at the end of the guide. */
  sources: z.array(sourceSchema).min(1, { error: 'sources must list at least one source' }),
  /** Review log, oldest first; the latest is shown under the lead. */
  reviews: reviewLogSchema,
};

export const strengthGuideSchema = z.strictObject({
  kind: z.literal('strength'),
  ...guideBase,
  exercises: z
    .array(exerciseSchema)
    .length(8, { error: 'exercises must list exactly 8 exercises' })
    .refine((items) => new Set(items.map((item) => item.name)).size === items.length, {
      error: 'exercises must have unique names',
    }),
});

export const cardioGuideSchema = z.strictObject({
  kind: z.literal('cardio'),
  ...guideBase,
  trainingTypes: z
    .array(trainingTypeSchema)
    .length(2, { error: 'trainingTypes must be aerobic and anaerobic' }),
  heartRateZones: z
    .array(heartRateZoneSchema)
    .length(5, { error: 'heartRateZones must list the 5 zones' })
    .superRefine((zones, ctx) => {
      zones.forEach((zone, index) => {
        const min = 50 + index * 10;
        if (zone.zone !== index + 1 || zone.percentage.min !== min || zone.percentage.max !== min + 10) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'percentage'],
            message: `zone ${index + 1} must cover ${min}–${min + 10} % of max heart rate, in order`,
          });
        }
      });
    }),
  plans: z
    .array(cardioPlanSchema)
    .length(3, { error: 'plans must be beginner, intermediate and advanced' })
    .superRefine((plans, ctx) => {
      plans.forEach((plan, index) => {
        if (plan.frequency.min > plan.frequency.max) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'frequency'],
            message: 'frequency.min must be ≤ frequency.max',
          });
        }
        if (plan.weeks.to !== undefined && plan.weeks.to < plan.weeks.from) {
          ctx.addIssue({ code: 'custom', path: [index, 'weeks'], message: 'weeks.to must be ≥ weeks.from' });
        }
        const previous = plans[index - 1];
        if (
          previous !== undefined &&
          (previous.weeks.to === undefined || plan.weeks.from <= previous.weeks.to)
        ) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'weeks'],
            message: `weeks.from must come after the previous plan's last week (${previous.weeks.to ?? 'open-ended'}): plans must not overlap`,
          });
        }
      });
    }),
});

/** Frontmatter of `content/guides/*.mdx`, told apart by `kind`. */
export const guideSchema = z.discriminatedUnion('kind', [strengthGuideSchema, cardioGuideSchema], {
  error: 'kind must be "strength" or "cardio"',
});

export type StrengthGuide = z.infer<typeof strengthGuideSchema>;
export type CardioGuide = z.infer<typeof cardioGuideSchema>;
export type Exercise = z.infer<typeof exerciseSchema>;
export type HeartRateZone = z.infer<typeof heartRateZoneSchema>;
export type TrainingType = z.infer<typeof trainingTypeSchema>;
export type CardioPlan = z.infer<typeof cardioPlanSchema>;

import { PAIN_CARE } from '@/lib/messages/workout';

/**
 * The care a schedule gives when its specific goals speak of pain or an injury: when to stop, when
 * to see a physiotherapist or a doctor, and where to read more (1177), as the calculator's care note
 * does for weight.
 */
export function PainCare() {
  return (
    <div
      className="mt-3 rounded-md border border-line bg-white p-3 text-sm"
      role="note"
      data-testid="pain-care"
    >
      <h3 className="font-semibold">{PAIN_CARE.heading}</h3>
      <p className="mt-1">{PAIN_CARE.stop}</p>
      <p className="mt-1">{PAIN_CARE.care}</p>
      <p className="mt-1">
        {PAIN_CARE.before}
        <a href="https://www.1177.se" className="font-medium text-brand-800 underline underline-offset-2">
          {PAIN_CARE.link}
        </a>
        {PAIN_CARE.after}
      </p>
    </div>
  );
}

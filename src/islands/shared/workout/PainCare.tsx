import { PAIN_CARE } from '@/lib/messages/workout';

import { CareNote } from '../CareNote';

/** What a schedule says when its specific goals speak of pain or an injury. */
export function PainCare() {
  return <CareNote text={PAIN_CARE} paragraphs={[PAIN_CARE.stop, PAIN_CARE.care]} testId="pain-care" />;
}

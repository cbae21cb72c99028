/** The heading and the 1177 sentence of a care note ("På 1177 finns …"). */
export interface CareNoteText {
  heading: string;
  before: string;
  link: string;
  after: string;
}

/**
 * A note that points to care, without judgement: a heading, what to do, and where to read more and
 * find the health services (1177). The calculator gives one for weight, a workout plan for pain.
 */
export function CareNote({
  text,
  paragraphs,
  testId,
}: {
  text: CareNoteText;
  paragraphs: readonly string[];
  testId: string;
}) {
  return (
    <div className="mt-4 rounded-md border border-line bg-white p-3 text-sm" role="note" data-testid={testId}>
      <h3 className="font-semibold">{text.heading}</h3>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-1">
          {paragraph}
        </p>
      ))}
      <p className="mt-1">
        {text.before}
        <a href="https://www.1177.se" className="font-medium text-brand-800 underline underline-offset-2">
          {text.link}
        </a>
        {text.after}
      </p>
    </div>
  );
}

import type { ReactNode } from 'react';

interface Props {
  /** Names the list and its heading for screen readers (the tab's own label). */
  label: string;
  empty: { text: string; href: string; action: string };
  children: ReactNode[];
}

/** The cards of one tab under a heading for screen readers, or its empty state offering to create a plan. */
export function PlanList({ label, empty, children }: Props) {
  return (
    <>
      {/* The page's h1, then this, then each card's h3: screen readers' heading list keeps its order. */}
      <h2 className="sr-only">{label}</h2>
      {children.length === 0 ? (
        <div className="rounded-lg border-2 border-dashed border-line p-8 text-center">
          <p className="text-muted">{empty.text}</p>
          <a
            href={empty.href}
            className="mt-3 inline-flex rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            {empty.action}
          </a>
        </div>
      ) : (
        <ul aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {children}
        </ul>
      )}
    </>
  );
}

import { Component, type ComponentType, type ErrorInfo, type ReactNode } from 'react';

import { COMMON } from '@/lib/messages/common';

/** Where "back" leads from an island: the hub it belongs to. */
export interface HubLink {
  href: string;
  label: string;
}

interface Props {
  hub: HubLink;
  children: ReactNode;
}

interface Typed {
  label: string;
  value: string;
}

interface State {
  failed: boolean;
  typed: Typed[];
}

/** The text fields a person filled in under `root`, with their labels (never passwords). */
function typedValues(root: HTMLElement | null): Typed[] {
  if (root === null) return [];
  const fields = root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type]), input[type="text"], input[type="email"], input[type="number"], input[type="search"], textarea',
  );
  return [...fields]
    .filter((field) => field.value.trim() !== '')
    .map((field) => ({
      label: (field.labels?.[0]?.textContent ?? field.name).replace(/\s*\*\s*$/u, '').trim(),
      value: field.value,
    }));
}

/**
 * The catch-all of every island ('Ett oväntat fel uppstod'): when a part of the island
 * throws while rendering, the page stays usable and shows the message with a way on (reload, or the
 * hub). Nothing in storage is touched, so a reload brings back what was kept there; what the person
 * had typed into the fields is shown back to them (read just before React removes the fields).
 */
export class IslandBoundary extends Component<Props, State> {
  override state: State = { failed: false, typed: [] };
  private root: HTMLDivElement | null = null;

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override getSnapshotBeforeUpdate(_props: Props, previous: State): Typed[] | null {
    return !previous.failed && this.state.failed ? typedValues(this.root) : null;
  }

  override componentDidUpdate(_props: Props, _previous: State, typed: Typed[] | null): void {
    if (typed !== null && typed.length > 0) this.setState({ typed });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Island failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) {
      return (
        <div
          ref={(element) => {
            this.root = element;
          }}
          className="contents"
        >
          {this.props.children}
        </div>
      );
    }
    const { hub } = this.props;
    return (
      <div role="alert" className="rounded-lg border border-danger-600 bg-white p-5" data-island-error="">
        <h2 className="text-lg font-semibold text-danger-600">{COMMON.unexpected}</h2>
        <p className="mt-2 text-sm">{COMMON.unexpectedText}</p>
        {this.state.typed.length > 0 && (
          <>
            <p className="mt-3 text-sm font-medium">{COMMON.unexpectedTyped}</p>
            <dl className="mt-1 grid gap-1 text-sm">
              {this.state.typed.map((field, index) => (
                <div key={index} className="flex gap-2">
                  <dt className="text-muted">{field.label}:</dt>
                  <dd>{field.value}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="button"
            onClick={() => location.reload()}
            className="inline-flex items-center rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            {COMMON.reload}
          </button>
          <a
            href={hub.href}
            className="inline-flex items-center rounded-md border border-line bg-white px-4 py-2 text-sm font-medium hover:bg-brand-50"
          >
            {hub.label}
          </a>
        </div>
      </div>
    );
  }
}

/** `Island` inside an IslandBoundary leading back to `hub`: what every island entry exports. */
export function withIslandBoundary<P extends object>(
  Island: ComponentType<P>,
  hub: HubLink,
): ComponentType<P> {
  function Bounded(props: P) {
    return (
      <IslandBoundary hub={hub}>
        <Island {...props} />
      </IslandBoundary>
    );
  }
  Bounded.displayName = `Bounded(${Island.displayName ?? Island.name})`;
  return Bounded;
}

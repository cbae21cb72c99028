/**
 * Opens the profile dialog from the header's user menu. Loaded on demand (a dynamic import from
 * src/scripts/auth-corner.ts), so pages that never open it ship no React for it.
 */
import { createRoot, type Root } from 'react-dom/client';

import { ProfileDialog } from './ProfileDialog';

let root: Root | undefined;
let openCount = 0;

/** Renders (or re-opens) the dialog for the signed-in user. */
export function openProfileDialog(): void {
  if (root === undefined) {
    const container = document.createElement('div');
    container.dataset.profileDialog = '';
    document.body.append(container);
    root = createRoot(container);
  }
  openCount += 1;
  root.render(<ProfileDialog key={openCount} />);
}

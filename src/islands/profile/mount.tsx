/**
 * Opens the profile dialog (ProfileEntry) from the header's user menu: the one island not mounted by
 * a page with `client:painted`. The header is on every page, content pages included, whose whole
 * first-load JS budget (3 KB gzip) cannot carry Astro's island runtime (about 1.8 KB gzip) on top of
 * the header's own script; so src/scripts/account-menu.ts imports this file when Profil is picked,
 * and only then do React and the dialog load.
 */
import { createRoot, type Root } from 'react-dom/client';

import { ProfileEntry } from './ProfileEntry';

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
  root.render(<ProfileEntry key={openCount} />);
}

/**
 * The /training-log element holding the diary's first frame (./first-frame.ts draws it before the
 * first paint); the diary removes it when it shows itself. A module of its own, so the island's
 * first load carries this name and nothing else of the card.
 */
export const FIRST_FRAME_ID = 'tl-first';

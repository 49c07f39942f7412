import shared from '../vitest.shared.js';

// The shared bounds (vitest.shared.ts): generous for a loaded machine, never measurements.
export default shared;

import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 10 s (the default 1 s fails on a loaded machine while a lazy chunk still loads);
// a test that waits for something that never comes fails all the same.
configure({ asyncUtilTimeout: 10_000 });

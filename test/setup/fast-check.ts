import fc from 'fast-check';

// Issue 3: at least 1,000 runs per property in CI. A property may ask for more, never fewer.
fc.configureGlobal({ numRuns: 1000 });

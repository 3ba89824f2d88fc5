// The IntersectionObserver polyfill installs itself on import and exports nothing.
declare module 'intersection-observer';

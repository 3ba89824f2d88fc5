import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** No HTML strings into the DOM except through the one sanitizing module (DOMPurify). */
const rawHtml = [
  { selector: "MemberExpression[property.name=/^(innerHTML|outerHTML)$/]", message: 'Use setSanitizedHtml from packages/runtime/src/html/sanitize.ts.' },
  { selector: "CallExpression[callee.property.name=/^(insertAdjacentHTML|createContextualFragment|write|writeln)$/]", message: 'Raw HTML insertion is not allowed; use the sanitizing module.' },
  { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Use the sanitizing module instead of dangerouslySetInnerHTML.' },
  // A string parsed into nodes is an HTML sink too: a page that requires Trusted Types refuses it.
  { selector: "CallExpression[callee.property.name=/^(parseFromString|parseHTMLUnsafe|setHTMLUnsafe)$/]", message: 'Parse HTML from outside with inertDocument or sanitizedFragment from packages/runtime/src/html/sanitize.ts.' },
];

export default tseslint.config(
  { ignores: ['dist/', 'storybook-static/', 'node_modules/', '.data/', 'coverage/', 'bench/peers/site/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    // Shipped code only: tests may build fixtures from trusted strings.
    ignores: ['packages/runtime/src/html/sanitize.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...rawHtml] },
  },
  {
    files: ['test/browser/**/*.js'],
    languageOptions: { globals: { ...globals.mocha } },
  },
);

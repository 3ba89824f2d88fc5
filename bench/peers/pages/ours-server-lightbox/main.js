// Only the page's own stylesheet (bundled to main.css, linked from index.html); this
// main.js is not loaded by the page: sqs-blocks comes from the project's dist/ (served at /dist/).
import '../_shared/base.css';
import './page.css';

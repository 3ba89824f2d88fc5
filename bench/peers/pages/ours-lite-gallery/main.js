// The same page as ours-gallery, loading the lite build (dist/lite/: Preact in React's place).
import '../ours-gallery/main.js';

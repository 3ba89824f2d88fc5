// The same page as ours-carousel, loading the lite build (dist/lite/: Preact in React's place).
import '../ours-carousel/main.js';

// axe on every story of Gallery, Forms, Media (issue 19 item 5; stories-axe.js says how).
import { axeStories } from './stories-axe.js';

axeStories(['Gallery', 'Forms', 'Media']);

// axe on every story of Chrome, Editor, Commerce (issue 19 item 5; stories-axe.js says how).
import { axeStories } from './stories-axe.js';

axeStories(['Chrome', 'Editor', 'Commerce']);

// axe on every story of Blocks (issue 19 item 5; stories-axe.js says how).
import { axeStories } from './stories-axe.js';

axeStories(['Blocks']);

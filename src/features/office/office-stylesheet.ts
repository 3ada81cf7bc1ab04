import dictionary from './content/dictionary.css?inline';
import content from './content/content.css?inline';
import dashboard from './dashboard/dashboard.css?inline';
import office from './office.css?inline';
import orders from './orders/office-orders.css?inline';
import people from './people/people.css?inline';
import releases from './releases/releases.css?inline';
import workshops from './workshops/workshops.css?inline';

/**
 * The back office's styles travel in its own lazy chunk, not in the app's one stylesheet: index.html
 * carries that stylesheet inline (scripts/inline-css.ts), so every customer's first visit downloaded
 * and parsed the office's 26 KB of rules before Home could paint (decision 016 part 9). Every rule
 * here is scoped under an `.office…` class, so where it comes in the cascade changes nothing else.
 * One element, added when the office's shell is first loaded, before it renders; when this module
 * runs again (a stylesheet edited in development) the same element takes the new rules.
 */
const STYLE_ID = 'roda-office-styles';

if (typeof document !== 'undefined') {
  let style = document.getElementById(STYLE_ID);
  if (!style) {
    style = document.createElement('style');
    style.id = STYLE_ID;
    document.head.append(style);
  }
  style.textContent = [office, dashboard, people, releases, orders, workshops, dictionary, content].join('\n');
}

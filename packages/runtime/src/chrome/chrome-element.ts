/**
 * The base of the site-wide chrome's elements (issue 12 item 6; ARCHITECTURE.md "the chrome UIs
 * are Lit elements"): a custom element whose shadow DOM is a Lit template, rendered by Lit's
 * template engine (`lit/html.js`, i.e. lit-html).
 *
 * Why not LitElement: the chrome page's budget (a first visit with the banner, the popup and
 * the cart link ≤ 22 KB gzip, the runtime's 8 KB included) leaves about 3.5 KB for Lit.
 * LitElement (lit-html + @lit/reactive-element) is 5.6 KB gzip on its own; lit-html is 3.1 KB.
 * What the chrome needs of ReactiveElement is small and is below, in Lit's own shapes
 * (`static properties`, `static styles`, `render()`, `updated()`), so an element reads as a
 * LitElement would and moving to LitElement is a change of this class alone.
 *
 * The differences, on purpose:
 * - Every property is its attribute (always reflected): a template that places the tag and
 *   code that sets properties see one state, and there is nothing to keep in step.
 * - Rendering is synchronous: on connecting, and on each attribute change after that. The code
 *   that placed the element (the runtime's show functions, a template's script) can move
 *   focus, call showModal() or measure on the next line, as with hand-built DOM.
 * - Styles are one constructable sheet per class (no <style>, no style attributes: strict CSP).
 *
 * This module and define-element.ts travel in the Lit chunk (rollup.config.mjs): every chrome
 * element needs both, and a page that shows no chrome loads none of them.
 */
import { render, type TemplateResult } from 'lit/html.js';

export interface PropertyDeclaration {
  /** The attribute's name (default: the property's name in kebab-case, `ctaVariant` → `cta-variant`). */
  attribute?: string;
  /** Boolean: present or absent. Number: parsed, undefined when absent or not a number. Default: text. */
  type?: BooleanConstructor | NumberConstructor;
}

type ChromeElementClass = typeof ChromeElement;
const sheets = new WeakMap<ChromeElementClass, CSSStyleSheet>();

export class ChromeElement extends HTMLElement {
  /** The reflected properties, in LitElement's shape. */
  static properties: Readonly<Record<string, PropertyDeclaration>> = {};
  /** The element's CSS (a `?inline` import: processed by postcss at build time). */
  static styles = '';

  /** Read once, when the tag is defined: each property becomes a view of its attribute. */
  static get observedAttributes(): string[] {
    return Object.entries(this.properties).map(([name, { attribute = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), type }]) => {
      Object.defineProperty(this.prototype, name, {
        configurable: true,
        get(this: HTMLElement) {
          const value = this.getAttribute(attribute);
          if (type === Boolean) return value !== null;
          if (type !== Number) return value ?? undefined;
          return value?.trim() && Number.isFinite(+value) ? +value : undefined;
        },
        set(this: HTMLElement, value: unknown) {
          if (type === Boolean ? !value : value === undefined || value === null) this.removeAttribute(attribute);
          else this.setAttribute(attribute, type === Boolean ? '' : String(value));
        },
      });
      return attribute;
    });
  }

  private rendered = false;

  connectedCallback(): void {
    // A property set before the tag was defined is the instance's own and hides the accessor
    // (as in LitElement, which does the same): hand it over to the attribute.
    const self = this as unknown as Record<string, unknown>;
    for (const name of Object.keys((this.constructor as ChromeElementClass).properties)) {
      if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
      const value = self[name];
      delete self[name];
      self[name] = value;
    }
    this.update();
  }

  attributeChangedCallback(): void {
    // Before the first render (an upgrade replays every attribute) there is nothing to redo.
    if (this.rendered) this.update();
  }

  /** Renders the template into the shadow root now, then calls `updated()`. */
  protected update(): void {
    render(this.render(), this.renderRoot, { host: this });
    this.rendered = true;
    this.updated();
  }

  /** The template; the element's state is its attributes and its own fields. */
  protected render(): TemplateResult | string {
    return '';
  }

  /** After each render (LitElement's hook of the same name). */
  protected updated(): void {}

  /** The open shadow root, made with the class's sheet on first use. */
  protected get renderRoot(): ShadowRoot {
    if (this.shadowRoot) return this.shadowRoot;
    const root = this.attachShadow({ mode: 'open' });
    const type = this.constructor as ChromeElementClass;
    let sheet = sheets.get(type);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(type.styles);
      sheets.set(type, sheet);
    }
    root.adoptedStyleSheets = [sheet];
    return root;
  }

  /** The window of the document the element is in. */
  protected get win(): Window {
    return this.ownerDocument.defaultView ?? window;
  }
}

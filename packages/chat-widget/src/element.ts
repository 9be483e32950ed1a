import { createWidget, type Widget, type WidgetDeps } from './launcher.ts';
import type { Consent, Locale } from './types.ts';

/**
 * Defines `<qafila-chat website-token="…" locale="en|ar" api-base="…" position="right|left" consent="granted">`:
 * the widget without a line of script. Its events (`ready`, `open`, `close`, `message`, `unread`) are DOM events
 * on the element, with the payload in `detail`.
 */
export function defineElement(deps: Omit<WidgetDeps, 'emit' | 'host'>, name = 'qafila-chat'): void {
  if (customElements.get(name)) return;
  customElements.define(
    name,
    class extends HTMLElement {
      static observedAttributes = ['locale', 'consent'];
      #widget: Widget | undefined;

      connectedCallback() {
        const token = this.getAttribute('website-token');
        if (!token || this.#widget) return;
        const attr = (n: string) => this.getAttribute(n) ?? undefined;
        this.#widget = createWidget(
          {
            websiteToken: token,
            apiBase: attr('api-base'),
            locale: attr('locale') === 'ar' ? 'ar' : 'en',
            position: attr('position') === 'left' ? 'left' : 'right',
            consent: attr('consent') as Consent | undefined,
          },
          {
            ...deps,
            host: this,
            emit: (event, detail) => this.dispatchEvent(new CustomEvent(event, { detail })),
          },
        );
        this.dispatchEvent(new CustomEvent('ready'));
      }

      disconnectedCallback() {
        this.#widget?.destroy();
        this.#widget = undefined;
      }

      attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
        if (attribute === 'locale') this.#widget?.setLocale(value as Locale);
        else if (value === 'granted' || value === 'denied') this.#widget?.consent(value);
      }

      open() {
        this.#widget?.open();
      }

      close() {
        this.#widget?.close();
      }
    },
  );
}

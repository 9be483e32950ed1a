// The panel chunk (dist/panel.js, ≤ 20 KB gzip): loaded by the launcher on first open or when a reply arrives.
import { render } from 'preact';
import { createTransport } from '../transport.ts';
import type { PanelHandle, PanelHost } from '../types.ts';
import { App } from './App.tsx';
import { brandAccent } from './accent.ts';
import { createController } from './controller.ts';
import { atoms, createStore } from './state.ts';
import { CSS } from './styles.ts';

/** Renders the panel (closed) into the launcher's shadow root and returns its handle. */
export function mount(host: PanelHost): PanelHandle {
  const store = createStore();
  store.set(atoms.locale, host.locale);
  const transport = host.transport ?? createTransport(host.apiBase, host.websiteToken);
  const controller = createController(host, store, transport);
  const media = matchMedia('(max-width: 480px)');
  const onMedia = () => store.set(atoms.phone, media.matches);
  onMedia();
  media.addEventListener('change', onMedia);
  const stopAccent = store.sub(atoms.config, () => {
    const config = store.get(atoms.config);
    if (!config) return;
    const [background, foreground] = brandAccent(config.brand.colour);
    host.root.style.setProperty('--qc-accent', background);
    host.root.style.setProperty('--qc-on-accent', foreground);
  });
  render(
    <>
      <style>{CSS}</style>
      <App store={store} controller={controller} host={host} />
    </>,
    host.container,
  );
  controller.start();
  return {
    open(focus = true) {
      store.set(atoms.focusOnOpen, focus);
      store.set(atoms.open, true);
      controller.opened();
    },
    close() {
      store.set(atoms.open, false);
    },
    setLocale(locale) {
      store.set(atoms.locale, locale);
    },
    setUser: controller.setUser,
    sessionChanged: controller.sessionChanged,
    destroy() {
      controller.destroy();
      stopAccent();
      media.removeEventListener('change', onMedia);
      render(null, host.container);
    },
  };
}

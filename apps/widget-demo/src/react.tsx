// The React page of the partner's demo site: the same widget through `@qafila/chat-widget/react`.
import { QafilaChat } from '@qafila/chat-widget/react';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

const query = new URLSearchParams(window.location.search);
const user = query.get('user');
const hash = query.get('hash');

function App() {
  const [locale, setLocale] = useState<'en' | 'ar'>(query.get('locale') === 'ar' ? 'ar' : 'en');
  const [consent, setConsent] = useState<'granted' | 'denied' | undefined>(
    query.get('consent') === 'granted' ? 'granted' : undefined,
  );
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem', maxInlineSize: '48rem' }}>
      <h1>Al Noor Trading — React page</h1>
      <p>This page renders the Qafila chat with the React wrapper.</p>
      <p>
        <button type="button" onClick={() => setLocale(locale === 'en' ? 'ar' : 'en')}>
          {locale === 'en' ? 'العربية' : 'English'}
        </button>{' '}
        <button type="button" onClick={() => setConsent('granted')}>
          Allow chat storage
        </button>
      </p>
      <QafilaChat
        websiteToken={query.get('token') ?? ''}
        apiBase={query.get('api') ?? 'http://localhost:8080'}
        locale={locale}
        {...(consent ? { consent } : {})}
        {...(user && hash ? { user: { id: user, hash } } : {})}
      />
    </main>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

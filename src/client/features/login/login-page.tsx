import loginEn from '#shared/i18n/login.en.ts';
import { useT } from '../../i18n/language.tsx';
import { registerArea } from '../../i18n/messages.ts';
import { SiteFooter } from '../../layout/site-footer.tsx';
import { SiteHeader } from '../../layout/site-header.tsx';
import { BannerRotator } from '../../ui/banner-rotator.tsx';
import { BigButtons } from '../../ui/big-buttons.tsx';
import { SignInForm } from '../../ui/sign-in-form.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { EmberBackground } from './ember-background.tsx';
import { GameClock } from './game-clock.tsx';
import { QuickMenu } from './quick-menu.tsx';

// This area's English messages come with this file's chunk; its other languages' load before it is drawn in
// one of them (src/client/i18n/messages.ts).
registerArea(loginEn, { fil: () => import('#shared/i18n/login.fil.ts') });

/** /login (signed-out visitors only; the router sends signed-in players to /). */
function LoginPage() {
  const t = useT();
  usePageTitle(t('login.title'), 'Ran Online');
  return (
    <div className="login-page">
      <EmberBackground />
      <a className="skip-link" href="#main">
        {t('shell.skip')}
      </a>
      <SiteHeader />
      <main id="main" className="login-main" tabIndex={-1}>
        <div className="login-grid">
          <section className="login-card" aria-labelledby="login-title">
            <GameClock />
            <h1 id="login-title" className="login-card__title">
              {t('login.heading')}
            </h1>
            <p className="login-card__lead">{t('login.lead')}</p>
            <SignInForm variant="page" />
          </section>
          <div className="login-side">
            <BannerRotator label={t('login.banners')} />
            <BigButtons />
          </div>
        </div>
      </main>
      <QuickMenu />
      <SiteFooter />
    </div>
  );
}

export default LoginPage;

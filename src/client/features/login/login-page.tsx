import { SiteFooter } from '../../layout/site-footer.tsx';
import { SiteHeader } from '../../layout/site-header.tsx';
import { BannerRotator } from '../../ui/banner-rotator.tsx';
import { BigButtons } from '../../ui/big-buttons.tsx';
import { SignInForm } from '../../ui/sign-in-form.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { EmberBackground } from './ember-background.tsx';
import { GameClock } from './game-clock.tsx';
import { QuickMenu } from './quick-menu.tsx';

/** /login (signed-out visitors only; the router sends signed-in players to /). */
function LoginPage() {
  usePageTitle('Login', 'Ran Online');
  return (
    <div className="login-page">
      <EmberBackground />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="login-main" tabIndex={-1}>
        <div className="login-grid">
          <section className="login-card" aria-labelledby="login-title">
            <GameClock />
            <h1 id="login-title" className="login-card__title">
              Member Login
            </h1>
            <p className="login-card__lead">Enter the realm with your game account.</p>
            <SignInForm variant="page" />
          </section>
          <div className="login-side">
            <BannerRotator label="Login banners" />
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

import { ContainerModule } from 'inversify';
import type { AuthPort } from '@/modules/auth/application/AuthPort';
import { SendPasswordReset } from '@/modules/auth/application/SendPasswordReset';
import { SessionStore } from '@/modules/auth/application/SessionStore';
import { SignIn } from '@/modules/auth/application/SignIn';
import { SignInWithGoogle } from '@/modules/auth/application/SignInWithGoogle';
import { SignOut } from '@/modules/auth/application/SignOut';
import { SignUp } from '@/modules/auth/application/SignUp';
import { UpdateProfile } from '@/modules/auth/application/UpdateProfile';
import { singleton } from '../singleton';
import { token } from '../Token';
import { OFFLINE } from './offlineModule';

export const AUTH = {
  ports: { AuthPort: token<AuthPort>('AuthPort') },
  useCases: {
    SignUp: token<SignUp>('SignUp'),
    UpdateProfile: token<UpdateProfile>('UpdateProfile'),
    SignIn: token<SignIn>('SignIn'),
    SignInWithGoogle: token<SignInWithGoogle>('SignInWithGoogle'),
    SignOut: token<SignOut>('SignOut'),
    SendPasswordReset: token<SendPasswordReset>('SendPasswordReset'),
  },
  stores: { SessionStore: token<SessionStore>('SessionStore') },
  settings: {
    /** Absolute URL of the stock avatar shown when a user has no photo. */
    DefaultAvatarUrl: token<string>('DefaultAvatarUrl'),
  },
} as const;

/** The adapter each port of the module gets, and its settings, chosen by the composition root. */
export interface AuthAdapters {
  readonly auth: () => AuthPort;
  readonly defaultAvatarUrl: string;
}

/** Accounts and the session. Its use-cases refuse at once when offline (OFFLINE's port). */
export const authModule = (adapters: AuthAdapters) =>
  new ContainerModule(({ bind }) => {
    const { useCases, stores, settings } = AUTH;
    const { AuthPort } = AUTH.ports;
    const { ConnectivityPort } = OFFLINE.ports;
    singleton(bind, AuthPort, adapters.auth);
    bind(settings.DefaultAvatarUrl).toConstantValue(adapters.defaultAvatarUrl);
    singleton(bind, stores.SessionStore, (get) => new SessionStore(get(AuthPort)));
    singleton(
      bind,
      useCases.SignUp,
      (get) => new SignUp(get(AuthPort), get(settings.DefaultAvatarUrl), get(ConnectivityPort)),
    );
    singleton(
      bind,
      useCases.UpdateProfile,
      (get) => new UpdateProfile(get(AuthPort), get(ConnectivityPort)),
    );
    singleton(bind, useCases.SignIn, (get) => new SignIn(get(AuthPort), get(ConnectivityPort)));
    singleton(
      bind,
      useCases.SignInWithGoogle,
      (get) => new SignInWithGoogle(get(AuthPort), get(ConnectivityPort)),
    );
    singleton(bind, useCases.SignOut, (get) => new SignOut(get(AuthPort)));
    singleton(
      bind,
      useCases.SendPasswordReset,
      (get) => new SendPasswordReset(get(AuthPort), get(ConnectivityPort)),
    );
  });

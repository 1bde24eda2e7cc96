import type { AuthPort } from '@/modules/auth/application/AuthPort';
import type { SendPasswordReset } from '@/modules/auth/application/SendPasswordReset';
import type { SessionStore } from '@/modules/auth/application/SessionStore';
import type { SignIn } from '@/modules/auth/application/SignIn';
import type { SignInWithGoogle } from '@/modules/auth/application/SignInWithGoogle';
import type { SignOut } from '@/modules/auth/application/SignOut';
import type { SignUp } from '@/modules/auth/application/SignUp';
import type { UpdateProfile } from '@/modules/auth/application/UpdateProfile';
import type { AddToCart } from '@/modules/cart/application/AddToCart';
import type { ChangeQuantityBy } from '@/modules/cart/application/ChangeQuantityBy';
import type { FollowSignedInAccount } from '@/modules/cart/application/FollowSignedInAccount';
import type { CartStoragePort } from '@/modules/cart/application/CartStoragePort';
import type { CartStore } from '@/modules/cart/application/CartStore';
import type { MoveToCart } from '@/modules/cart/application/MoveToCart';
import type { PricedCart } from '@/modules/cart/application/PricedCart';
import type { RemoveFromCart } from '@/modules/cart/application/RemoveFromCart';
import type { RemoveFromWishlist } from '@/modules/cart/application/RemoveFromWishlist';
import type { ToggleWishlist } from '@/modules/cart/application/ToggleWishlist';
import type { UndoLineRemoval } from '@/modules/cart/application/UndoLineRemoval';
import type { FindPlant } from '@/modules/plants/application/FindPlant';
import type { ListPlants } from '@/modules/plants/application/ListPlants';
import type { PlantCatalogPort } from '@/modules/plants/application/PlantCatalogPort';
import type { PlantSearchEnginePort } from '@/modules/plants/application/PlantSearchEnginePort';
import type { OpenPlantSearch } from '@/modules/plants/application/SearchPlants';
import type { ConnectivityPort } from '@/modules/offline/application/ConnectivityPort';
import type { ConnectivityStore } from '@/modules/offline/application/ConnectivityStore';
import type { PreviewStatusStore } from '@/modules/preview/application/PreviewStatusStore';
import type { AppUpdatePort } from '@/modules/updates/application/AppUpdatePort';
import type { AppUpdateStore } from '@/modules/updates/application/AppUpdateStore';
import type { ReloadForStaleChunk } from '@/modules/updates/application/ReloadForStaleChunk';
import type { TakeNewVersion } from '@/modules/updates/application/TakeNewVersion';
import type { UnsavedInput } from '@/modules/updates/application/UnsavedInput';
import { token } from './Token';

/** The ports: one adapter of each is bound per environment. */
export const PORTS = {
  AuthPort: token<AuthPort>('AuthPort'),
  PlantCatalogPort: token<PlantCatalogPort>('PlantCatalogPort'),
  PlantSearchEnginePort: token<PlantSearchEnginePort>('PlantSearchEnginePort'),
  CartStoragePort: token<CartStoragePort>('CartStoragePort'),
  ConnectivityPort: token<ConnectivityPort>('ConnectivityPort'),
  AppUpdatePort: token<AppUpdatePort>('AppUpdatePort'),
} as const;

/** The use-cases the screens call, the same in every environment. */
export const USE_CASES = {
  ListPlants: token<ListPlants>('ListPlants'),
  FindPlant: token<FindPlant>('FindPlant'),
  SearchPlants: token<OpenPlantSearch>('SearchPlants'),
  AddToCart: token<AddToCart>('AddToCart'),
  ChangeQuantityBy: token<ChangeQuantityBy>('ChangeQuantityBy'),
  RemoveFromCart: token<RemoveFromCart>('RemoveFromCart'),
  UndoLineRemoval: token<UndoLineRemoval>('UndoLineRemoval'),
  MoveToCart: token<MoveToCart>('MoveToCart'),
  RemoveFromWishlist: token<RemoveFromWishlist>('RemoveFromWishlist'),
  ToggleWishlist: token<ToggleWishlist>('ToggleWishlist'),
  FollowSignedInAccount: token<FollowSignedInAccount>('FollowSignedInAccount'),
  SignUp: token<SignUp>('SignUp'),
  UpdateProfile: token<UpdateProfile>('UpdateProfile'),
  SignIn: token<SignIn>('SignIn'),
  SignInWithGoogle: token<SignInWithGoogle>('SignInWithGoogle'),
  SignOut: token<SignOut>('SignOut'),
  SendPasswordReset: token<SendPasswordReset>('SendPasswordReset'),
  TakeNewVersion: token<TakeNewVersion>('TakeNewVersion'),
  ReloadForStaleChunk: token<ReloadForStaleChunk>('ReloadForStaleChunk'),
} as const;

/** Application-level stores the screens watch (`subscribe`/`getSnapshot`), one per container. */
export const STORES = {
  CartStore: token<CartStore>('CartStore'),
  PricedCart: token<PricedCart>('PricedCart'),
  SessionStore: token<SessionStore>('SessionStore'),
  PreviewStatusStore: token<PreviewStatusStore>('PreviewStatusStore'),
  ConnectivityStore: token<ConnectivityStore>('ConnectivityStore'),
  AppUpdateStore: token<AppUpdateStore>('AppUpdateStore'),
  UnsavedInput: token<UnsavedInput>('UnsavedInput'),
} as const;

/** Settings of the running shop that screens may read. */
export const APP_TOKENS = {
  /** Absolute URL of the stock avatar shown when a user has no photo. */
  DefaultAvatarUrl: token<string>('DefaultAvatarUrl'),
} as const;

// The public API of @aac/api-client, one export a line.
export type {
  ApiClient,
  ApiClientOptions,
} from './client';
export {
  createApiClient,
  DEFAULT_API_BASE_URL,
} from './client';
export type { ApiClientProviderProps } from './clientContext';
export {
  ApiClientProvider,
  useApiClient,
} from './clientContext';
export type {
  ApiErrorBody,
  FetchResult,
} from './errors';
export {
  ApiError,
  errorCode,
  errorDetails,
  errorMessage,
  UNREACHABLE,
  unwrap,
} from './errors';
export type { LimitedOperation } from './fieldLimits.gen';
export { FIELD_MAX_LENGTHS } from './fieldLimits.gen';
export type {
  ApiContextValue,
  ApiHooks,
  ApiProviderProps,
} from './hooks';
export {
  ApiProvider,
  createApiHooks,
  useApi,
} from './hooks';
export type {
  ApiPath,
  ApiResource,
} from './invalidate';
export {
  invalidateAfterChange,
  invalidateResource,
  queryKeyHasPathPrefix,
  RESOURCE_PATHS,
} from './invalidate';
export type {
  AdminPermission,
  PermissionedOperation,
} from './permissions.gen';
export {
  OPERATION_PERMISSIONS,
  PERMISSIONS,
} from './permissions.gen';
export type {
  components,
  operations,
  paths,
} from './schema';
export type {
  SessionEndCode,
  SessionEnvironment,
  SessionListener,
  SessionStorageKey,
} from './session';
export {
  ADMIN_LOGIN_PATH,
  authMiddleware,
  browserSessionEnvironment,
  clearSession,
  createAuthMiddleware,
  createSessionExpiryMiddleware,
  isAdminApiPath,
  isLoginPage,
  isProtectedPage,
  isSessionEndCode,
  LOGIN_PATH,
  loginPathFor,
  readStoredAdmin,
  readStoredValue,
  SESSION_END_CODES,
  SESSION_ENDED_REASON,
  SESSION_EXPIRED_REASON,
  SESSION_STORAGE_KEYS,
  sessionEndPath,
  sessionEndReason,
  sessionExpiryMiddleware,
  setSessionListener,
  storeAdminSession,
  storeUserSession,
  TOKEN_EXPIRED_EVENT,
  tokenForPath,
  tokenKeysForPath,
} from './session';

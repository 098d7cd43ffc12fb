export type { ToastApi, ToastOptions, ToastProviderProps, ToastTone } from './Toast';
export { ToastProvider, useToast } from './Toast';
